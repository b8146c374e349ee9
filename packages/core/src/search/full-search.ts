import type {
  Aggregation,
  Grouping,
  LetterPage,
  SearchHit,
  SearchModel,
  SearchRequest,
  SearchResult,
} from '@conf/contract';
import { bestOfEachTypeFirst } from './best-of-each-type.ts';
import type { Corpus, Doc } from './corpus.ts';
import { compileFilters, type FilterInput, filterAndCount, toAggregations } from './facets.ts';
import { type FoldedFields, foldedFields, highlightRecord } from './highlight.ts';
import { letterPages } from './letter-pages.ts';
import {
  highlightWords,
  matchText,
  parseQuery,
  relevanceTier,
  sortedHas,
  type TextMatch,
  TIERS,
} from './match.ts';
import { ALL_MODELS, favoriteTypeOf, modelIndex } from './models.ts';

/**
 * Full search over one corpus: text match, models, publication, filters (OR within a field, AND
 * across fields), aggregations with each facet's own filter left out, grouping order and one page.
 */

/** Hits per page. */
export const PER_PAGE = 60;
/** The typo pass runs when the exact words match fewer documents than this. */
export const TYPO_PASS_BELOW = 8;

/** Where a search request is wrong: a JSON pointer into it and what is wrong there. */
export interface SearchProblem {
  path: string;
  message: string;
}

/**
 * Throws the error of a request the engine cannot answer (a page past the last one, a filter field
 * the models do not carry). The server's makes it a 400 `validation_failed` (an HttpError, which
 * @conf/core does not know), the device's a plain error; by default a plain Error with the problems.
 */
export type SearchProblemThrower = (message: string, problems: SearchProblem[]) => never;

/** The device's (and tests') problem: an Error naming where the request is wrong. */
export class SearchProblemError extends Error {
  constructor(
    message: string,
    readonly problems: SearchProblem[],
  ) {
    super(message);
    this.name = 'SearchProblemError';
  }
}

const throwProblem: SearchProblemThrower = (message, problems) => {
  throw new SearchProblemError(message, problems);
};

export interface SearchOptions {
  term: string;
  filters: readonly FilterInput[];
  /** Models searched (checked by the caller: every one belongs to this corpus). */
  models: readonly SearchModel[];
  grouping: Grouping;
  /**
   * Order of the hits: `grouping` (the default) follows the grouping (relevance within a model group
   * when there is a term); `published` is newest publish_at first, then name, whatever the grouping
   * (it only says how the client heads the hits) or the term (it only says what matches).
   */
  sort?: SearchSort;
  page: number;
  /** Clock in epoch ms. */
  now: number;
  /** Whether records published after `now` are included. */
  preview: boolean;
}

/** The orders a search can give its hits in (openapi.yaml `SearchSort`). */
export type SearchSort = NonNullable<SearchRequest['sort']>;

export interface SearchOutcome {
  hits: SearchHit[];
  aggregations: Aggregation[];
  total: number;
  /** Alphabetical grouping: each letter and the page its group starts on (letter-pages.ts). */
  letters?: LetterPage[];
}

/** The matched documents in the corpus's `order` (one of its precomputed orders). */
function* matchedInOrder(corpus: Corpus, order: Int32Array, matches: readonly number[]): Generator<Doc> {
  const wanted = new Uint8Array(corpus.size);
  for (const ord of matches) wanted[ord] = 1;
  for (const ord of order) if (wanted[ord] === 1) yield corpus.docs[ord] as Doc;
}

/** Each served document's folded field values, made once (entries go with the index that holds the documents). */
const foldedOfDoc = new WeakMap<Doc, FoldedFields>();

function foldedOf(doc: Doc): FoldedFields {
  let folded = foldedOfDoc.get(doc);
  if (folded === undefined) {
    folded = foldedFields(doc.fields);
    foldedOfDoc.set(doc, folded);
  }
  return folded;
}

/** Ords of the matches in the grouping's order, from `from` (at most `count`). */
function orderedPage(
  corpus: Corpus,
  matches: readonly number[],
  opts: SearchOptions,
  relevance: ((ord: number) => number) | null,
  from: number,
  count: number,
): number[] {
  const published = opts.sort === 'published';
  const groupOf = (ord: number) => (corpus.docs[ord] as Doc).group;
  // Over several types, by type: the best of each on the first page (best-of-each-type.ts).
  const mixed = (ordered: number[]) =>
    opts.models.length > 1 ? bestOfEachTypeFirst(ordered, groupOf, PER_PAGE) : ordered;
  if (!published && opts.grouping === 'models' && relevance) {
    // Matches are in rank order; bucket them by (group, tier) and read the buckets in order.
    const buckets: number[][] = [];
    for (const ord of matches) {
      const key = groupOf(ord) * TIERS + relevance(ord);
      const bucket = buckets[key];
      if (bucket) bucket.push(ord);
      else buckets[key] = [ord];
    }
    return mixed(buckets.flatMap((b) => b ?? [])).slice(from, from + count);
  }
  const order = published
    ? corpus.publishedOrder
    : opts.grouping === 'alphabetical'
      ? corpus.alphaOrder
      : opts.grouping === 'date'
        ? corpus.dateOrder
        : corpus.defaultOrder;
  const wanted = new Uint8Array(corpus.size);
  for (const ord of matches) wanted[ord] = 1;
  if (!published && opts.grouping === 'models' && opts.models.length > 1) {
    const matched: number[] = [];
    for (const ord of order) if (wanted[ord] === 1) matched.push(ord);
    return mixed(matched).slice(from, from + count);
  }
  const page: number[] = [];
  let skip = from;
  for (let i = 0; i < order.length && page.length < count; i++) {
    const ord = order[i] as number;
    if (wanted[ord] !== 1) continue;
    if (skip > 0) skip--;
    else page.push(ord);
  }
  return page;
}

export function runSearch(
  corpus: Corpus,
  opts: SearchOptions,
  fail: SearchProblemThrower = throwProblem,
): SearchOutcome {
  const { fields, problems } = compileFilters(opts.filters, opts.models, corpus.facets);
  if (problems.length > 0) fail(problems.map((p) => p.message).join('; '), problems);
  const query = parseQuery(opts.term);
  const match: TextMatch | null =
    query.words.length > 0 ? matchText(corpus.words, query, TYPO_PASS_BELOW) : null;
  const inScope = new Uint8Array(ALL_MODELS.length);
  for (const model of opts.models) inScope[modelIndex(model)] = 1;

  const { matches, counts } = filterAndCount({
    candidates: match ? match.ords : corpus.allOrds,
    eligible: (ord) =>
      inScope[corpus.modelOf[ord] as number] === 1 && corpus.visible(ord, opts.now, opts.preview),
    modelOf: (ord) => corpus.modelOf[ord] as number,
    facets: corpus.facets,
    facetsOfModel: corpus.facetsOfModel,
    filters: fields,
  });
  const aggregations = toAggregations(corpus.facets, counts, fields, opts.models);

  const total = matches.length;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  if (opts.page > pages) {
    const message = `Page ${opts.page} is beyond the last page (${pages}) of ${total} results`;
    fail(message, [{ path: '/page', message }]);
  }

  const exactOf = (ord: number) => match === null || !match.typo || sortedHas(match.exact, ord);
  const relevance = match
    ? (ord: number) => relevanceTier(corpus.docs[ord] as Doc, query, exactOf(ord))
    : null;
  const page = orderedPage(corpus, matches, opts, relevance, (opts.page - 1) * PER_PAGE, PER_PAGE);
  const exactWords = highlightWords(query, false);
  const typoWords = highlightWords(query, true);
  const hits = page.map((ord): SearchHit => {
    const doc = corpus.docs[ord] as Doc;
    // documents.ts builds each model's `_source` as the contract's hit source of that model (it says so
    // with `satisfies`); the pair is what SearchHit's oneOf describes, and response tests validate it.
    return {
      _id: doc.id,
      type: doc.model,
      _source: doc.source,
      highlight: highlightRecord(doc.name, doc.fields, exactOf(ord) ? exactWords : typoWords, foldedOf(doc)),
      favorite_id: doc.id,
      favorite_type: favoriteTypeOf(doc.model),
    } as SearchHit;
  });
  if (opts.grouping !== 'alphabetical' || opts.sort === 'published') return { hits, aggregations, total };
  const letters = letterPages(matchedInOrder(corpus, corpus.alphaOrder, matches), PER_PAGE);
  return { hits, aggregations, total, letters };
}

/**
 * The answer to a search request over `corpus`, as the API sends it but for the search's id (the
 * server logs the search and names it; the device has no log): one page of hits, the aggregations,
 * the request's grouping, filters and models echoed. `scope` is the models searched (the request's,
 * checked by the caller, or every model of the corpus).
 */
export function searchAnswer(
  corpus: Corpus,
  body: SearchRequest,
  scope: readonly SearchModel[],
  clock: { now: number; preview: boolean },
  fail: SearchProblemThrower = throwProblem,
): Omit<SearchResult, 'id'> {
  const grouping = body.grouping ?? 'models';
  const page = body.page ?? 1;
  const outcome = runSearch(
    corpus,
    {
      term: body.term ?? '',
      filters: (body.filters ?? []) as FilterInput[],
      models: scope,
      grouping,
      sort: body.sort,
      page,
      ...clock,
    },
    fail,
  );
  return {
    hits: outcome.hits,
    aggregations: outcome.aggregations,
    grouping,
    filters: body.filters ?? [],
    models: body.models ?? [],
    total: outcome.total,
    page,
    per_page: PER_PAGE,
    ...(outcome.letters ? { letters: outcome.letters } : {}),
  };
}
