import type { HighlightWord } from './highlight.ts';
import { tokenize } from './normalize.ts';
import { intersectSorted, type PostingIndex } from './postings.ts';
import { typoPrefixLength, typoTolerant } from './typo.ts';

/**
 * Text matching: every query word must match a word of the document by prefix. When that finds
 * fewer than a handful of documents, words of 5 or more letters may also match with one typo (the
 * typo pass), ranked after every exact match.
 */

/** A parsed query text. */
export interface TextQuery {
  /** Normalised words, distinct, in order. */
  words: string[];
  /** The words joined by single spaces (compared with a document's normalised name). */
  phrase: string;
}

export function parseQuery(text: string): TextQuery {
  const words = [...new Set(tokenize(text))];
  return { words, phrase: tokenize(text).join(' ') };
}

/** The documents a text matches, sorted by ord. */
export interface TextMatch {
  ords: Int32Array;
  /** Whether the typo pass ran (then documents outside `exact` matched through a typo). */
  typo: boolean;
  /** The documents matched without a typo (the same array as `ords` when the typo pass did not run). */
  exact: Int32Array;
}

function intersectAll(lists: Int32Array[]): Int32Array {
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let result = sorted[0] ?? new Int32Array(0);
  for (let i = 1; i < sorted.length && result.length > 0; i++) {
    result = intersectSorted(result, sorted[i] as Int32Array);
  }
  return result;
}

/**
 * Documents of `index` matching every word by prefix; when fewer than `typoBelow` are found and a
 * word is long enough, the words may also match with one typo.
 */
export function matchText(index: PostingIndex, query: TextQuery, typoBelow: number): TextMatch {
  const exactLists = query.words.map((word) => index.lookup(word));
  const exact = intersectAll(exactLists);
  if (exact.length >= typoBelow || !query.words.some(typoTolerant))
    return { ords: exact, typo: false, exact };
  const lists = query.words.map((word, i) =>
    typoTolerant(word) ? index.lookupTypo(word) : (exactLists[i] as Int32Array),
  );
  return { ords: intersectAll(lists), typo: true, exact };
}

/** First index in the sorted list whose value is >= `value` (the length when none is). */
export function lowerBoundOrd(list: Int32Array, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a sorted list holds `value`. */
export function sortedHas(list: Int32Array, value: number): boolean {
  const at = lowerBoundOrd(list, value);
  return at < list.length && list[at] === value;
}

/** Whether every word starts one of the tokens (or, with `typo`, is one edit from a token's prefix). */
export function wordsMatchTokens(
  words: readonly string[],
  tokens: readonly string[],
  typo: boolean,
): boolean {
  return words.every((word) =>
    tokens.some(
      (token) => token.startsWith(word) || (typo && typoTolerant(word) && typoPrefixLength(word, token) > 0),
    ),
  );
}

/** The words as the highlighter needs them. */
export function highlightWords(query: TextQuery, typo: boolean): HighlightWord[] {
  return query.words.map((word) => ({ word, typo: typo && typoTolerant(word) }));
}

/**
 * Relevance tier of a matched document: 0 its name is the text, 1 its name starts with the text,
 * 2 every word starts a word of its name, 3 some word matched another field, 4 matched through a typo.
 */
export function relevanceTier(
  doc: { normName: string; nameTokens: readonly string[] },
  query: TextQuery,
  exactMatch: boolean,
): number {
  if (!exactMatch) return 4;
  if (doc.normName === query.phrase) return 0;
  if (doc.normName.startsWith(query.phrase)) return 1;
  if (wordsMatchTokens(query.words, doc.nameTokens, false)) return 2;
  return 3;
}

/** Number of relevance tiers. */
export const TIERS = 5;
