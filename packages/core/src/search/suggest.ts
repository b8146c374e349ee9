import type { SearchModel, ServerSuggestion } from '@conf/contract';
import { CATEGORY_MODELS, type CategoryId } from '../categories.ts';
import { SUGGESTION_MIN_LENGTH } from '../constants.ts';
import { type Highlight, highlightWhole } from './highlight.ts';
import { lowerBoundOrd, matchText, parseQuery, type TextQuery, wordsMatchTokens } from './match.ts';
import {
  ALL_MODELS,
  CATALOG_MODELS,
  type CatalogModel,
  groupRank,
  isCatalogModel,
  modelIndex,
} from './models.ts';
import type { PostingIndex } from './postings.ts';
import type { NameRun } from './rank.ts';
import { typoTolerant } from './typo.ts';

/**
 * Type-ahead suggestions over the names of the catalogue. Tiers, best first: the name is the text,
 * the name starts with the text, every word starts a word of the name, one typo. Inside a tier:
 * featured first, then the corpus rank (group order of section 9, then name). Only the best few of each model are looked at,
 * found without scoring every match: names starting with the text are a binary-searched range, and
 * posting lists are already in rank order.
 *
 * The same code answers on the server (its search corpus) and on the device (a suggestion index built
 * from the schedule kept in the browser, suggestion-index.ts): both are a {@link SuggestCorpus}.
 */

/** Suggestions per answer. */
export const SUGGESTION_LIMIT = 8;

/** A document as suggestions read it (`docs[ord]`, in the rank order of rank.ts). */
export interface SuggestDoc {
  model: SearchModel;
  id: string;
  name: string;
  featured: boolean;
  /** Rank of the model's group (models.ts `groupRank`). */
  group: number;
  /** The name's words joined by single spaces. */
  normName: string;
  nameTokens: readonly string[];
  thumbnailUrl: string | null;
  /** Events: their type and venue name (suggestion rows show them). */
  eventType?: string | null;
  venueName?: string | null;
}

/** What suggestions are found in: documents in rank order and the index of their names' words. */
export interface SuggestCorpus {
  readonly docs: readonly SuggestDoc[];
  /** Model index (models.ts `modelIndex`) per ord. */
  readonly modelOf: Uint8Array;
  /** Words of the names. */
  readonly names: PostingIndex;
  readonly runs: readonly NameRun[];
  /** Per group rank: its ords, [start, end). */
  readonly groupRanges: readonly (readonly [number, number])[];
  /** Whether document `ord` may be shown at `now` (published). */
  visible(ord: number, now: number, preview: boolean): boolean;
}

export interface SuggestOptions {
  /** Models to suggest (the category's, or every catalogue model). */
  models: readonly CatalogModel[];
  /** Clock in epoch ms: records published after it are never suggested. */
  now: number;
  limit?: number;
}

interface Candidate {
  ord: number;
  tier: number;
}

/** The documents of a run whose normalised name starts with `phrase`: [lo, hi). */
function namePrefixRange(corpus: SuggestCorpus, run: NameRun, phrase: string): [number, number] {
  const { docs } = corpus;
  let lo = run.start;
  let hi = run.end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((docs[mid] as SuggestDoc).normName < phrase) lo = mid + 1;
    else hi = mid;
  }
  const start = lo;
  hi = run.end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((docs[mid] as SuggestDoc).normName.startsWith(phrase)) lo = mid + 1;
    else hi = mid;
  }
  return [start, lo];
}

/** Collects up to `limit` candidates per model, best first. */
class Collector {
  readonly candidates: Candidate[] = [];
  readonly #taken = new Set<number>();
  readonly #perModel = new Int32Array(ALL_MODELS.length);
  readonly #allowed = new Uint8Array(ALL_MODELS.length);
  /** Per group rank: how many of its allowed models still want candidates. */
  readonly #openModels = new Int32Array(ALL_MODELS.length);

  constructor(
    private readonly corpus: SuggestCorpus,
    models: readonly CatalogModel[],
    private readonly now: number,
    private readonly limit: number,
  ) {
    for (const model of new Set(models)) {
      this.#allowed[modelIndex(model)] = 1;
      const group = groupRank(model);
      this.#openModels[group] = (this.#openModels[group] as number) + 1;
    }
  }

  /** Whether document `ord` may still be taken (model asked for and not full, published, new). */
  open(ord: number): boolean {
    const model = this.corpus.modelOf[ord] as number;
    return (
      this.#allowed[model] === 1 &&
      (this.#perModel[model] as number) < this.limit &&
      this.corpus.visible(ord, this.now, false) &&
      !this.#taken.has(ord)
    );
  }

  take(ord: number, tier: number): void {
    this.candidates.push({ ord, tier });
    this.#taken.add(ord);
    const model = this.corpus.modelOf[ord] as number;
    const taken = (this.#perModel[model] as number) + 1;
    this.#perModel[model] = taken;
    if (taken === this.limit) {
      const group = (this.corpus.docs[ord] as SuggestDoc).group;
      this.#openModels[group] = (this.#openModels[group] as number) - 1;
    }
  }

  /** Whether every allowed model of the group has its fill (nothing more to look for there). */
  groupFull(group: number): boolean {
    return this.#openModels[group] === 0;
  }
}

/** Tiers 0 and 1: names equal to, then starting with, the text. */
function collectNamePrefixes(corpus: SuggestCorpus, query: TextQuery, collector: Collector): void {
  const ranges = corpus.runs.map((run) => [run, namePrefixRange(corpus, run, query.phrase)] as const);
  for (const [run, [lo, hi]] of ranges) {
    if (collector.groupFull(run.group)) continue;
    for (let ord = lo; ord < hi && corpus.docs[ord]?.normName === query.phrase; ord++) {
      if (collector.open(ord)) collector.take(ord, 0);
    }
  }
  for (const [run, [lo, hi]] of ranges) {
    for (let ord = lo; ord < hi && !collector.groupFull(run.group); ord++) {
      if (collector.open(ord)) collector.take(ord, 1);
    }
  }
}

/** Walks a rank-ordered list group by group, taking what `accept` accepts until each group is full. */
function collectFromList(
  corpus: SuggestCorpus,
  list: Int32Array,
  collector: Collector,
  accept: (ord: number) => boolean,
  tier: number,
): void {
  for (const [group, [start, end]] of corpus.groupRanges.entries()) {
    if (start === end || collector.groupFull(group)) continue;
    for (let i = lowerBoundOrd(list, start); i < list.length; i++) {
      const ord = list[i] as number;
      if (ord >= end || collector.groupFull(group)) break;
      if (collector.open(ord) && accept(ord)) collector.take(ord, tier);
    }
  }
}

/** The best `limit` candidates, balanced across models: each model first gets an equal share. */
function balance(candidates: Candidate[], corpus: SuggestCorpus, limit: number): Candidate[] {
  const featured = (c: Candidate) => (corpus.docs[c.ord]?.featured ? 0 : 1);
  const ranked = [...candidates].sort(
    (a, b) => a.tier - b.tier || featured(a) - featured(b) || a.ord - b.ord,
  );
  const models = new Set(ranked.map((c) => corpus.modelOf[c.ord]));
  const share = Math.ceil(limit / Math.max(1, models.size));
  const picked = new Set<Candidate>();
  const perModel = new Map<number, number>();
  for (const c of ranked) {
    if (picked.size === limit) break;
    const model = corpus.modelOf[c.ord] as number;
    const n = perModel.get(model) ?? 0;
    if (n < share) {
      picked.add(c);
      perModel.set(model, n + 1);
    }
  }
  for (const c of ranked) {
    if (picked.size === limit) break;
    picked.add(c);
  }
  return ranked.filter((c) => picked.has(c));
}

/**
 * The models a suggestion category asks for (spec section 9): the category's, or every catalogue model
 * for All (`''`), as the server reads the request's `models` (omitted for All).
 */
export function suggestionModelsOf(category: CategoryId | ''): CatalogModel[] {
  return category === '' ? [...CATALOG_MODELS] : CATEGORY_MODELS[category].filter(isCatalogModel);
}

/**
 * What the suggestions for `text` depend on: its normalised words joined (texts with the same phrase
 * get the same suggestions), or null when the text gets none (shorter than the minimum, no words).
 */
export function suggestionPhrase(text: string): string | null {
  if (text.trim().length < SUGGESTION_MIN_LENGTH) return null;
  const { phrase } = parseQuery(text);
  return phrase === '' ? null : phrase;
}

export function suggest(corpus: SuggestCorpus, text: string, opts: SuggestOptions): ServerSuggestion[] {
  if (text.trim().length < SUGGESTION_MIN_LENGTH) return [];
  const query = parseQuery(text);
  if (query.words.length === 0) return [];
  const limit = opts.limit ?? SUGGESTION_LIMIT;
  const collector = new Collector(corpus, opts.models, opts.now, limit);

  collectNamePrefixes(corpus, query, collector);
  const lists = query.words.map((word) => corpus.names.lookup(word));
  const rarest = lists.reduce((a, b) => (b.length < a.length ? b : a));
  collectFromList(
    corpus,
    rarest,
    collector,
    (ord) => {
      const doc = corpus.docs[ord];
      return (
        !!doc &&
        !doc.normName.startsWith(query.phrase) &&
        wordsMatchTokens(query.words, doc.nameTokens, false)
      );
    },
    2,
  );
  let typo = false;
  if (collector.candidates.length < limit && query.words.some(typoTolerant)) {
    const match = matchText(corpus.names, query, Number.POSITIVE_INFINITY);
    typo = match.typo;
    collectFromList(corpus, match.ords, collector, () => true, 3);
  }

  return balance(collector.candidates, corpus, limit).map(({ ord, tier }) => {
    const doc = corpus.docs[ord];
    if (!doc) throw new Error(`No document ${ord}`);
    const words = query.words.map((word) => ({ word, typo: typo && tier === 3 && typoTolerant(word) }));
    const name = highlightWhole(doc.name, words);
    const highlight: Highlight = name === null ? {} : { name: [name] };
    if (doc.model === 'event') {
      return {
        type: 'event',
        name: doc.name,
        thumbnail_url: doc.thumbnailUrl,
        highlight,
        event_id: doc.id,
        event_type: doc.eventType ?? null,
        venue_name: doc.venueName ?? null,
      };
    }
    return {
      type: doc.model as Exclude<CatalogModel, 'event'>,
      name: doc.name,
      thumbnail_url: doc.thumbnailUrl,
      highlight,
      entity_id: doc.id,
    };
  });
}
