import { prefixRange, typoRanges } from './typo.ts';

/**
 * An inverted index from words to documents, answering PREFIX lookups. Documents are numbered by
 * their rank (`ord`: 0 is the best), and every posting list is sorted by ord, so the first entries of
 * any list are its best documents and lists intersect in one merge.
 *
 * Short prefixes are what costs ("jo" starts thousands of words): the lists of every prefix of up to
 * {@link SHORT_PREFIX} characters are merged once at build time. Longer prefixes cover few words and
 * are merged on demand.
 */

/** Prefixes of up to this many characters have a precomputed list. */
export const SHORT_PREFIX = 3;

const EMPTY = new Int32Array(0);

/** The distinct values of several sorted lists, sorted. */
function union(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 0) return EMPTY;
  if (lists.length === 1) return lists[0] as Int32Array;
  let total = 0;
  for (const list of lists) total += list.length;
  const all = new Int32Array(total);
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let size = 0;
  for (let i = 0; i < all.length; i++) {
    const value = all[i] as number;
    if (size === 0 || all[size - 1] !== value) all[size++] = value;
  }
  return all.subarray(0, size);
}

/** The values present in both sorted lists (galloping through the longer one when sizes differ a lot). */
export function intersectSorted(a: Int32Array, b: Int32Array): Int32Array {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(small.length);
  let size = 0;
  let j = 0;
  for (let i = 0; i < small.length && j < large.length; i++) {
    const value = small[i] as number;
    if ((large[j] as number) < value) {
      // Gallop, then binary search.
      let step = 1;
      let hi = j + 1;
      while (hi < large.length && (large[hi] as number) < value) {
        j = hi;
        step *= 2;
        hi = j + step;
      }
      hi = Math.min(hi, large.length);
      while (j < hi) {
        const mid = (j + hi) >>> 1;
        if ((large[mid] as number) < value) j = mid + 1;
        else hi = mid;
      }
    }
    if (j < large.length && large[j] === value) out[size++] = value;
  }
  return out.subarray(0, size);
}

export class PostingIndex {
  private constructor(
    /** Every distinct word, sorted. */
    readonly tokens: readonly string[],
    /** Postings of token t: `ords.subarray(offsets[t], offsets[t + 1])`. */
    private readonly offsets: Int32Array,
    private readonly ords: Int32Array,
    private readonly short: ReadonlyMap<string, Int32Array>,
  ) {}

  /** Builds the index of `docTokens[ord]` (the words of each document, repeats allowed). */
  static build(docTokens: readonly (readonly string[])[]): PostingIndex {
    // Each distinct word gets an id, its document list and the ids of its short prefixes; documents
    // are visited in ord order, so every list comes out sorted (a repeat is the list's last entry).
    const wordIds = new Map<string, number>();
    const wordLists: number[][] = [];
    const wordPrefixes: number[][] = [];
    const prefixIds = new Map<string, number>();
    const prefixLists: number[][] = [];
    const append = (list: number[], ord: number) => {
      if (list[list.length - 1] !== ord) list.push(ord);
    };
    for (let ord = 0; ord < docTokens.length; ord++) {
      for (const word of docTokens[ord] as readonly string[]) {
        let id = wordIds.get(word);
        if (id === undefined) {
          id = wordLists.length;
          wordIds.set(word, id);
          wordLists.push([]);
          const prefixes: number[] = [];
          for (let n = 1; n <= SHORT_PREFIX && n <= word.length; n++) {
            const prefix = word.slice(0, n);
            let pid = prefixIds.get(prefix);
            if (pid === undefined) {
              pid = prefixLists.length;
              prefixIds.set(prefix, pid);
              prefixLists.push([]);
            }
            prefixes.push(pid);
          }
          wordPrefixes.push(prefixes);
        }
        append(wordLists[id] as number[], ord);
        for (const pid of wordPrefixes[id] as number[]) append(prefixLists[pid] as number[], ord);
      }
    }
    const tokens = [...wordIds.keys()].sort();
    const offsets = new Int32Array(tokens.length + 1);
    let total = 0;
    for (const [t, token] of tokens.entries()) {
      offsets[t] = total;
      total += (wordLists[wordIds.get(token) as number] as number[]).length;
    }
    offsets[tokens.length] = total;
    const ords = new Int32Array(total);
    for (const [t, token] of tokens.entries()) {
      ords.set(wordLists[wordIds.get(token) as number] as number[], offsets[t] as number);
    }
    const short = new Map<string, Int32Array>();
    for (const [prefix, pid] of prefixIds) short.set(prefix, Int32Array.from(prefixLists[pid] as number[]));
    return new PostingIndex(tokens, offsets, ords, short);
  }

  /** Documents of the tokens in [lo, hi). */
  private postingsOf(lo: number, hi: number): Int32Array[] {
    const lists: Int32Array[] = [];
    for (let t = lo; t < hi; t++) lists.push(this.ords.subarray(this.offsets[t], this.offsets[t + 1]));
    return lists;
  }

  /** Documents with a word starting with `prefix` (a normalised word), sorted by ord. */
  lookup(prefix: string): Int32Array {
    if (prefix.length <= SHORT_PREFIX) return this.short.get(prefix) ?? EMPTY;
    const [lo, hi] = prefixRange(this.tokens, prefix);
    return union(this.postingsOf(lo, hi));
  }

  /** Documents with a word whose prefix is at most one edit away from `word`, sorted by ord. */
  lookupTypo(word: string): Int32Array {
    const lists: Int32Array[] = [];
    const seen = new Set<number>();
    for (const [lo, hi] of typoRanges(this.tokens, word)) {
      for (let t = lo; t < hi; t++) {
        if (seen.has(t)) continue;
        seen.add(t);
        lists.push(this.ords.subarray(this.offsets[t], this.offsets[t + 1]));
      }
    }
    return union(lists);
  }

  /** Distinct words, postings and precomputed prefixes (for the benchmark's memory figures). */
  stats(): { tokens: number; postings: number; shortPrefixes: number; shortPostings: number } {
    let shortPostings = 0;
    for (const list of this.short.values()) shortPostings += list.length;
    return {
      tokens: this.tokens.length,
      postings: this.ords.length,
      shortPrefixes: this.short.size,
      shortPostings,
    };
  }
}
