import type { SearchModel } from '@conf/contract';
import { MODEL_GROUP_ORDER } from '../grouping.ts';
import { alphaOf } from '../record-derived.ts';
import { FacetColumn, type FacetDef, type FacetValue } from './facets.ts';
import { ALL_MODELS, groupRank, modelIndex } from './models.ts';
import { tokenize } from './normalize.ts';
import { PostingIndex } from './postings.ts';
import { byRank, compareText, groupRangesOf, type NameRun, nameRuns } from './rank.ts';
import type { SuggestCorpus } from './suggest.ts';

/**
 * A searchable set of documents held in memory: the catalogue of one year, or its attendee directory.
 * Immutable once built; a catalogue change builds a new one and swaps it in.
 *
 * Documents are numbered (`ord`) in the rank order of @conf/core (rank.ts: model group of spec
 * section 9, featured first, then normalised name, model and id), the order the device's suggestion
 * index uses too. So every posting list is best-first, and for every (group, featured) pair the
 * documents form one run sorted by name, in which the names starting with a text are one range found
 * by binary search.
 */

/** A record to index, as built from the database rows (documents.ts). */
export interface DocInput {
  model: SearchModel;
  id: string;
  name: string;
  featured: boolean;
  /** publish_at in epoch ms; null when not set (not hidden). */
  publishAt: number | null;
  /** Events: start time in epoch ms. */
  startTime: number | null;
  /** Events: the festival day (yyyy-MM-dd). */
  date: string | null;
  thumbnailUrl: string | null;
  /** Searched and highlighted fields besides the name: [field, values]. */
  fields: [string, string[]][];
  /** Facet values, by facet name. */
  facets: Record<string, FacetValue[]>;
  /** The hit's `_source`: what the result tiles show. */
  source: Record<string, unknown>;
  /** Events: their type and venue name (suggestion rows show them). */
  eventType?: string | null;
  venueName?: string | null;
}

/** An indexed record (its facet values live in the corpus's facet columns). */
export interface Doc extends Omit<DocInput, 'facets'> {
  ord: number;
  modelIdx: number;
  group: number;
  /** The name's words joined by single spaces. */
  normName: string;
  nameTokens: string[];
  alpha: string;
}

/**
 * Lets other work run between slices of a build: the next turn of Node's event loop on the server,
 * a task of its own in a browser (which has no `setImmediate`).
 */
const immediate = (globalThis as { setImmediate?: (run: () => void) => unknown }).setImmediate;
const yieldToLoop = () =>
  new Promise<void>((resolve) => (immediate ? immediate(resolve) : setTimeout(resolve, 0)));
/** Documents prepared between two yields to the event loop while building (requests keep flowing). */
const BUILD_SLICE = 2000;

function byName(a: Doc, b: Doc): number {
  return compareText(a.normName, b.normName) || a.modelIdx - b.modelIdx || compareText(a.id, b.id);
}

/** Start time ascending, unknown last. */
function byStart(a: Doc, b: Doc): number {
  return (a.startTime ?? Number.POSITIVE_INFINITY) - (b.startTime ?? Number.POSITIVE_INFINITY) || 0;
}

/** Empty-term order: by group; events by start time then name, the others by name. */
function byDefault(a: Doc, b: Doc): number {
  if (a.group !== b.group) return a.group - b.group;
  if (a.model === 'event' && b.model === 'event') return byStart(a, b) || byName(a, b);
  return byName(a, b);
}

const alphaRank = (alpha: string) => (alpha === '#' ? 26 : alpha.charCodeAt(0) - 65);

/** Alphabetical grouping: featured first, then A to Z (then '#'), by name inside a letter. */
function byAlpha(a: Doc, b: Doc): number {
  return Number(b.featured) - Number(a.featured) || alphaRank(a.alpha) - alphaRank(b.alpha) || byName(a, b);
}

/** Published order: newest publish_at first, records without one last, then by name. */
function byPublished(a: Doc, b: Doc): number {
  const pa = a.publishAt ?? Number.NEGATIVE_INFINITY;
  const pb = b.publishAt ?? Number.NEGATIVE_INFINITY;
  return pa === pb ? byName(a, b) : pb > pa ? 1 : -1;
}

/** Date grouping: by festival day, then start time, then name; records without a day last, by name. */
function byDate(a: Doc, b: Doc): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return compareText(a.date, b.date);
  }
  return byStart(a, b) || byName(a, b);
}

function orderOf(docs: readonly Doc[], compare: (a: Doc, b: Doc) => number): Int32Array {
  return Int32Array.from([...docs].sort(compare).map((d) => d.ord));
}

export class Corpus implements SuggestCorpus {
  private constructor(
    readonly docs: readonly Doc[],
    /** Words of the names (suggestions, name tiers). */
    readonly names: PostingIndex,
    /** Words of every searched field, names included (full search). */
    readonly words: PostingIndex,
    readonly facets: readonly FacetColumn[],
    /** Per model index: the facets its documents carry that aggregations count (not filter-only ones). */
    readonly facetsOfModel: readonly (readonly number[])[],
    /** publish_at per ord (-Infinity when not set). */
    readonly publishAt: Float64Array,
    readonly modelOf: Uint8Array,
    readonly runs: readonly NameRun[],
    readonly defaultOrder: Int32Array,
    readonly alphaOrder: Int32Array,
    readonly dateOrder: Int32Array,
    /** Every ord by publish date, newest first (the `published` sort). */
    readonly publishedOrder: Int32Array,
  ) {
    this.allOrds = Int32Array.from({ length: docs.length }, (_, ord) => ord);
    this.groupRanges = groupRangesOf(runs, MODEL_GROUP_ORDER.length + 1);
  }

  /** Per group rank: the ords of its documents, [start, end) (empty when the group has none). */
  readonly groupRanges: [number, number][];

  /** Every ord, in order (the candidates of a search without text). */
  readonly allOrds: Int32Array;

  get size(): number {
    return this.docs.length;
  }

  static async build(inputs: readonly DocInput[], facetDefs: readonly FacetDef[]): Promise<Corpus> {
    const entries: { doc: Doc; facets: DocInput['facets'] }[] = [];
    for (const [i, { facets, ...input }] of inputs.entries()) {
      if (i > 0 && i % BUILD_SLICE === 0) await yieldToLoop();
      const nameTokens = tokenize(input.name);
      const doc: Doc = {
        ...input,
        ord: 0,
        modelIdx: modelIndex(input.model),
        group: groupRank(input.model),
        normName: nameTokens.join(' '),
        nameTokens,
        alpha: alphaOf(input.name),
      };
      entries.push({ doc, facets });
    }
    entries.sort((a, b) => byRank(a.doc, b.doc));
    const docs = entries.map((e, ord) => {
      e.doc.ord = ord;
      return e.doc;
    });
    await yieldToLoop();

    const wordsOfDoc: string[][] = [];
    for (const [i, doc] of docs.entries()) {
      if (i > 0 && i % BUILD_SLICE === 0) await yieldToLoop();
      const words = [...doc.nameTokens];
      for (const [, values] of doc.fields) {
        for (const value of values) for (const word of tokenize(value)) words.push(word);
      }
      wordsOfDoc.push(words);
    }
    const names = PostingIndex.build(docs.map((d) => d.nameTokens));
    await yieldToLoop();
    const words = PostingIndex.build(wordsOfDoc);
    await yieldToLoop();

    const facets = facetDefs.map(
      (def) =>
        new FacetColumn(
          def,
          entries.map((e) => e.facets[def.name]),
        ),
    );
    const facetsOfModel = Array.from({ length: ALL_MODELS.length }, (_, m) =>
      facets.flatMap((f, i) =>
        !f.def.filterOnly && f.def.models.some((model) => modelIndex(model) === m) ? [i] : [],
      ),
    );
    const publishAt = Float64Array.from(docs, (d) => d.publishAt ?? Number.NEGATIVE_INFINITY);
    const modelOf = Uint8Array.from(docs, (d) => d.modelIdx);

    const runs = nameRuns(docs);
    await yieldToLoop();
    return new Corpus(
      docs,
      names,
      words,
      facets,
      facetsOfModel,
      publishAt,
      modelOf,
      runs,
      orderOf(docs, byDefault),
      orderOf(docs, byAlpha),
      orderOf(docs, byDate),
      orderOf(docs, byPublished),
    );
  }

  /** Whether document `ord` may be shown: published (publish_at not in the future) or previewing. */
  visible(ord: number, now: number, preview: boolean): boolean {
    return preview || (this.publishAt[ord] as number) <= now;
  }

  /** Every publish_at of the corpus, sorted, distinct (made on first use). */
  #publishTimes: Float64Array | null = null;

  /**
   * The window of the clock around `now` in which the published records stay the same: from the
   * latest publish_at at or before `now` (-Infinity when none) to the next one after it (Infinity when
   * none), [from, until). An answer computed at `now` without preview is the same anywhere inside it.
   */
  publishWindow(now: number): [number, number] {
    if (this.#publishTimes === null) {
      const finite = [...new Set(this.publishAt)].filter(Number.isFinite).sort((a, b) => a - b);
      this.#publishTimes = Float64Array.from(finite);
    }
    const times = this.#publishTimes;
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((times[mid] as number) <= now) lo = mid + 1;
      else hi = mid;
    }
    return [
      lo === 0 ? Number.NEGATIVE_INFINITY : (times[lo - 1] as number),
      lo === times.length ? Number.POSITIVE_INFINITY : (times[lo] as number),
    ];
  }

  /** Index of a facet by name, or -1. */
  facetIndex(name: string): number {
    return this.facets.findIndex((f) => f.def.name === name);
  }

  /** Figures for the benchmark. */
  stats(): Record<string, unknown> {
    return { documents: this.docs.length, names: this.names.stats(), words: this.words.stats() };
  }
}
