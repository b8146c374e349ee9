/**
 * Text normalisation and tokenisation shared by the index and the queries: NFKD, accents stripped,
 * lower case, a few letters folded that NFKD leaves alone (ß -> ss, ø -> o, ł -> l, ...). A token is a
 * run of letters and digits; apostrophes inside words are dropped ("O'Brien" -> "obrien"), anything
 * else separates words. Pure functions, no I/O.
 */

/** Combining marks (accents) left by NFKD. */
const COMBINING = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
/** Letters NFKD does not decompose, folded to what a visitor would type. */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  // Greek final sigma: the same letter as σ (keeps whole-string and per-character results equal).
  ς: 'σ',
};
const FOLDABLE = /[ßæœøđðþłıħς]/g;
const APOSTROPHES = /['\u2019\u02bc]/g;
const APOSTROPHE = /^['\u2019\u02bc]$/;
const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;

/** Whether every character is ASCII (then normalising is lower-casing, offsets unchanged). */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** Lower case, accents stripped, special letters folded: `Élève Ørsted` -> `eleve orsted`. */
export function normalizeText(text: string): string {
  if (isAscii(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .toLowerCase()
    .replace(FOLDABLE, (c) => FOLDS[c] ?? c);
}

/** The normalised text with apostrophes dropped: every word of {@link tokenize} appears in it as it is. */
export function foldedText(text: string): string {
  return normalizeText(text).replace(APOSTROPHES, '');
}

/** The normalised words of a text, in order (duplicates kept). */
export function tokenize(text: string): string[] {
  return foldedText(text).match(WORD) ?? [];
}

/** A name as one comparable string: its words joined by single spaces (`"Teaching  With Games!"` -> `teaching with games`). */
export function normalizedPhrase(text: string): string {
  return tokenize(text).join(' ');
}

/** A word of an original text with where it came from, for highlighting. */
export interface TextToken {
  /** The normalised word (as {@link tokenize} gives it). */
  norm: string;
  /** Offset of its first character in the original text. */
  start: number;
  /** Offset just after its last character in the original text. */
  end: number;
  /** `ends[k]`: offset in the original text just after the character that gave normalised character k. */
  ends: number[];
}

/**
 * The words of a text with their offsets in the original (the same words as {@link tokenize}).
 * Each original character is normalised on its own, so that every normalised character can be traced
 * back to the character it came from (an `ß` gives `ss`, both traced to the `ß`).
 */
export function analyzeText(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let current: TextToken | null = null;
  let offset = 0;
  for (const char of text) {
    const start = offset;
    offset += char.length;
    if (APOSTROPHE.test(char)) {
      // Dropped inside a word (joins its halves); outside a word it is simply nothing.
      if (current) current.end = offset;
      continue;
    }
    const normalized = normalizeText(char);
    // A lone combining mark (decomposed input) belongs to the word before it.
    if (normalized === '' && current) {
      current.end = offset;
      current.ends[current.ends.length - 1] = offset;
    }
    for (const n of normalized) {
      if (WORD_CHAR.test(n)) {
        if (!current) {
          current = { norm: '', start, end: offset, ends: [] };
          tokens.push(current);
        }
        current.norm += n;
        current.end = offset;
        for (let k = 0; k < n.length; k++) current.ends.push(offset);
      } else {
        current = null;
      }
    }
  }
  return tokens;
}
