/**
 * One-typo prefix matching: a query word matches a token when some prefix of the token is at most one
 * edit away from the word (an inserted, deleted or substituted letter, or two neighbours swapped:
 * Damerau's transposition). Only words of {@link TYPO_MIN_LENGTH} or more letters get this tolerance.
 */

/** Shortest query word that may match with one typo. */
export const TYPO_MIN_LENGTH = 5;

function sameSlice(a: string, aFrom: number, b: string, bFrom: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (a.charCodeAt(aFrom + k) !== b.charCodeAt(bFrom + k)) return false;
  return true;
}

/**
 * How many characters of `token` the word covers: `word.length` when the token starts with it, else
 * the length of the token prefix one edit away from the word (n - 1, n or n + 1), or -1 when none is.
 * Checking the edit at the first mismatch is enough: with one edit, everything before it agrees.
 */
export function typoPrefixLength(word: string, token: string): number {
  const n = word.length;
  let i = 0;
  while (i < n && i < token.length && word.charCodeAt(i) === token.charCodeAt(i)) i++;
  if (i === n) return n;
  const rest = n - i - 1;
  // Substitution of word[i].
  if (token.length >= n && sameSlice(word, i + 1, token, i + 1, rest)) return n;
  // Transposition of word[i] and word[i + 1].
  if (
    i + 1 < n &&
    token.length >= n &&
    word.charCodeAt(i) === token.charCodeAt(i + 1) &&
    word.charCodeAt(i + 1) === token.charCodeAt(i) &&
    sameSlice(word, i + 2, token, i + 2, n - i - 2)
  ) {
    return n;
  }
  // word[i] is one letter too many.
  if (token.length >= n - 1 && sameSlice(word, i + 1, token, i, rest)) return n - 1;
  // A letter is missing before word[i].
  if (token.length >= n + 1 && sameSlice(word, i, token, i + 1, n - i)) return n + 1;
  return -1;
}

/** Whether a word may match with a typo at all. */
export function typoTolerant(word: string): boolean {
  return word.length >= TYPO_MIN_LENGTH;
}

/** First index in [lo, hi) whose token is >= `key` (hi when none). */
export function lowerBound(tokens: readonly string[], key: string, lo = 0, hi = tokens.length): number {
  let a = lo;
  let b = hi;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if ((tokens[mid] as string) < key) a = mid + 1;
    else b = mid;
  }
  return a;
}

/** The tokens starting with `prefix`, as an index range [lo, hi) (empty when lo === hi). */
export function prefixRange(
  tokens: readonly string[],
  prefix: string,
  lo = 0,
  hi = tokens.length,
): [number, number] {
  const start = lowerBound(tokens, prefix, lo, hi);
  let a = start;
  let b = hi;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if ((tokens[mid] as string).startsWith(prefix)) a = mid + 1;
    else b = mid;
  }
  return [start, a];
}

/**
 * Calls `visit(next, lo, hi)` for every distinct character that follows `prefix` in the tokens of
 * [lo, hi) (a range of tokens that all start with `prefix`), with the sub-range of the tokens that
 * continue with it: a trie walk over the sorted list, one binary search per branch.
 */
function forEachBranch(
  tokens: readonly string[],
  prefix: string,
  lo: number,
  hi: number,
  visit: (next: string, lo: number, hi: number) => void,
): void {
  const depth = prefix.length;
  let pos = lo;
  if (pos < hi && (tokens[pos] as string).length === depth) pos++;
  while (pos < hi) {
    const next = (tokens[pos] as string).charAt(depth);
    const [, end] = prefixRange(tokens, prefix + next, pos, hi);
    visit(next, pos, end);
    pos = end;
  }
}

/**
 * The token ranges [lo, hi) whose tokens have a prefix at most one edit away from `word` (this
 * includes the tokens that start with `word` itself). Variants are looked up in the sorted list:
 * deletions and transpositions directly, substitutions and insertions only with letters that really
 * follow in the dictionary. Ranges may overlap.
 */
export function typoRanges(tokens: readonly string[], word: string): [number, number][] {
  const n = word.length;
  const ranges: [number, number][] = [];
  const seen = new Set<string>();
  const add = (variant: string, lo = 0, hi = tokens.length) => {
    if (variant === '' || seen.has(variant)) return;
    seen.add(variant);
    const range = prefixRange(tokens, variant, lo, hi);
    if (range[0] < range[1]) ranges.push(range);
  };
  for (let i = 0; i < n; i++) add(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i + 1 < n; i++) {
    if (word[i] !== word[i + 1]) add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  for (let i = 0; i < n; i++) {
    const head = word.slice(0, i);
    const [lo, hi] = prefixRange(tokens, head);
    if (lo === hi) break;
    forEachBranch(tokens, head, lo, hi, (next, a, b) => {
      if (next !== word[i]) add(head + next + word.slice(i + 1), a, b);
      add(head + next + word.slice(i), a, b);
    });
  }
  return ranges;
}
