import { MAX_HIGHLIGHT_SNIPPETS as MAX_SNIPPETS } from '../constants.ts';
import { HIGHLIGHT_CLOSE, HIGHLIGHT_OPEN } from '../highlight.ts';
import { analyzeText, foldedText, isAscii, type TextToken } from './normalize.ts';
import { typoPrefixLength } from './typo.ts';

/**
 * Highlight snippets: the matched part of each word wrapped in `<span class="highlight">…</span>`,
 * everything else HTML-escaped, so that the client may insert a snippet as HTML as it is.
 */

/** About how many characters a snippet of a long text holds. */
const SNIPPET_LENGTH = 140;
/** How much text comes before the first match of a snippet. */
const SNIPPET_LEAD = 40;

/** A query word as the highlighter needs it. */
export interface HighlightWord {
  /** The normalised word. */
  word: string;
  /** Whether a token one edit away also counts (the search used its typo pass for this word). */
  typo: boolean;
}

/** A highlight: field name -> snippets. */
export type Highlight = Record<string, string[]>;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

const ASCII_WORD = /[A-Za-z0-9]+(?:'+[A-Za-z0-9]+)*'*/g;

/** The words of a text with their offsets: {@link analyzeText}, with a fast path for plain ASCII. */
function wordsOf(text: string): TextToken[] {
  if (!isAscii(text)) return analyzeText(text);
  const tokens: TextToken[] = [];
  ASCII_WORD.lastIndex = 0;
  for (let m = ASCII_WORD.exec(text); m !== null; m = ASCII_WORD.exec(text)) {
    const raw = m[0];
    const ends: number[] = [];
    let norm = '';
    for (let k = 0; k < raw.length; k++) {
      const c = raw[k] as string;
      if (c === "'") continue;
      norm += c;
      ends.push(m.index + k + 1);
    }
    tokens.push({ norm: norm.toLowerCase(), start: m.index, end: m.index + raw.length, ends });
  }
  return tokens;
}

/** The [start, end) ranges of `text` that the words match, in order, not overlapping. */
/**
 * Whether the text may hold a match at all: a word matching by prefix appears in the normalised text
 * (a cheap test that spares tokenising most fields); a word that may match with a typo always may.
 */
function mayMatch(text: string, words: readonly HighlightWord[]): boolean {
  let normalized: string | null = null;
  for (const { word, typo } of words) {
    if (typo) return true;
    normalized ??= foldedText(text);
    if (normalized.includes(word)) return true;
  }
  return false;
}

const isWordCode = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);

/**
 * The spans of plain ASCII text without apostrophes, found with `indexOf` instead of tokenising: a
 * word matches where it occurs at the start of a word. Null when the text or the words need the
 * general path (other characters, apostrophes, typo matching).
 */
function asciiSpans(text: string, words: readonly HighlightWord[]): [number, number][] | null {
  if (words.some((w) => w.typo) || text.includes("'") || !isAscii(text)) return null;
  const lower = text.toLowerCase();
  const starts = new Map<number, number>();
  for (const { word } of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      if (at > 0 && isWordCode(lower.charCodeAt(at - 1))) continue;
      const end = at + word.length;
      if ((starts.get(at) ?? 0) < end) starts.set(at, end);
    }
  }
  return [...starts.entries()].sort((a, b) => a[0] - b[0]);
}

export function matchSpans(text: string, words: readonly HighlightWord[]): [number, number][] {
  if (words.length === 0 || !mayMatch(text, words)) return [];
  const fast = asciiSpans(text, words);
  if (fast) return fast;
  const spans: [number, number][] = [];
  for (const token of wordsOf(text)) {
    let covered = 0;
    for (const { word, typo } of words) {
      const length = token.norm.startsWith(word)
        ? word.length
        : typo
          ? typoPrefixLength(word, token.norm)
          : -1;
      if (length > covered) covered = Math.min(length, token.norm.length);
    }
    if (covered > 0) spans.push([token.start, token.ends[covered - 1] as number]);
  }
  return spans;
}

/** `text[from, to)` escaped, with the spans inside it wrapped in the highlight markup. */
function markup(text: string, spans: readonly [number, number][], from: number, to: number): string {
  let out = '';
  let at = from;
  for (const [start, end] of spans) {
    if (end <= from || start >= to) continue;
    const a = Math.max(start, from);
    const b = Math.min(end, to);
    out += escapeHtml(text.slice(at, a)) + HIGHLIGHT_OPEN + escapeHtml(text.slice(a, b)) + HIGHLIGHT_CLOSE;
    at = b;
  }
  return out + escapeHtml(text.slice(at, to));
}

/** The whole text highlighted (for short texts such as names), or null when nothing matches. */
export function highlightWhole(text: string, words: readonly HighlightWord[]): string | null {
  const spans = matchSpans(text, words);
  return spans.length === 0 ? null : markup(text, spans, 0, text.length);
}

/** Moves `at` forward to the start of a word (or the end of the text). */
function wordStartFrom(text: string, at: number): number {
  if (at <= 0) return 0;
  const space = text.indexOf(' ', at - 1);
  return space === -1 || space - at > 20 ? at : space + 1;
}

/** Moves `at` back to the end of a word. */
function wordEndBefore(text: string, at: number): number {
  if (at >= text.length) return text.length;
  const space = text.lastIndexOf(' ', at);
  return space <= 0 || at - space > 20 ? at : space;
}

/**
 * Up to {@link MAX_SNIPPETS} windows of a long text around its matches, each escaped and highlighted;
 * empty when nothing matches.
 */
export function highlightSnippets(text: string, words: readonly HighlightWord[]): string[] {
  const spans = matchSpans(text, words);
  if (spans.length === 0) return [];
  if (text.length <= SNIPPET_LENGTH) return [markup(text, spans, 0, text.length)];
  const snippets: string[] = [];
  let coveredTo = 0;
  for (const [start, end] of spans) {
    if (snippets.length === MAX_SNIPPETS) break;
    if (start < coveredTo) continue;
    const from = wordStartFrom(text, Math.max(coveredTo, start - SNIPPET_LEAD));
    const to = Math.max(end, wordEndBefore(text, Math.min(text.length, from + SNIPPET_LENGTH)));
    snippets.push(markup(text, spans, Math.min(from, start), to).trim());
    coveredTo = to;
  }
  return snippets;
}

/**
 * The highlight of a record: the name whole, other fields as snippets (a field with several values,
 * such as tags or contributors, gives one snippet per matching value). Fields without a match are left
 * out; at most {@link MAX_SNIPPETS} snippets each.
 */
export function highlightRecord(
  name: string,
  fields: readonly (readonly [string, readonly string[]])[],
  words: readonly HighlightWord[],
  /** The fields folded ahead ({@link foldedFields}): spares folding every value on every search. */
  folded?: FoldedFields,
): Highlight {
  const highlight: Highlight = {};
  if (words.length === 0) return highlight;
  const title = highlightWhole(name, words);
  if (title !== null) highlight.name = [title];
  const typo = words.some((w) => w.typo);
  if (folded !== undefined && !typo && !words.some((w) => folded.haystack.includes(w.word))) return highlight;
  for (const [f, [field, values]] of fields.entries()) {
    const snippets: string[] = [];
    const foldedValues = folded?.values[f];
    for (const [v, value] of values.entries()) {
      if (snippets.length === MAX_SNIPPETS) break;
      // The test of mayMatch, on the value folded ahead: most values of a matching record do not match.
      const foldedValue = foldedValues?.[v];
      if (!typo && foldedValue !== undefined && !words.some((w) => foldedValue.includes(w.word))) continue;
      for (const snippet of highlightSnippets(value, words)) {
        if (snippets.length === MAX_SNIPPETS) break;
        snippets.push(snippet);
      }
    }
    if (snippets.length > 0) highlight[field] = snippets;
  }
  return highlight;
}

/** A record's fields folded ({@link foldedText}) once, for {@link highlightRecord}. */
export interface FoldedFields {
  /** Every value in one string: when no word occurs in it, no field can match. */
  haystack: string;
  /** Each value folded, in the order of the fields and their values. */
  values: readonly (readonly string[])[];
}

/** What {@link highlightRecord} may be given as `folded` for these fields. */
export function foldedFields(fields: readonly (readonly [string, readonly string[]])[]): FoldedFields {
  const values = fields.map(([, list]) => list.map(foldedText));
  return { haystack: values.map((list) => list.join('\n')).join('\n'), values };
}
