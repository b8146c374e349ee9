import { describe, expect, it } from 'vitest';
import { prefixRange, typoPrefixLength, typoRanges } from './typo.ts';

describe('typoPrefixLength', () => {
  it('covers the word when the token starts with it', () => {
    expect(typoPrefixLength('teach', 'teacher')).toBe(5);
  });

  it.each([
    ['substituted letter', 'teqch', 'teacher', 5],
    ['swapped neighbours', 'taech', 'teacher', 5],
    ['one letter too many', 'teacxh', 'teacher', 5],
    ['one letter missing', 'techer', 'teacher', 7],
    ["one letter missing, short word (the 5-letter rule is the caller's)", 'tech', 'teacher', 5],
    ['extra last letter', 'smiths', 'smith', 5],
  ])('%s: %s ~ %s covers %d', (_label, word, token, expected) => {
    expect(typoPrefixLength(word, token)).toBe(expected);
  });

  it('refuses two edits', () => {
    expect(typoPrefixLength('tacehr', 'teacher')).toBe(-1);
    expect(typoPrefixLength('quizlewroth', 'quizzleworth')).toBe(-1);
  });
});

/** Brute force: the tokens some prefix of which is at most one edit from the word. */
function bruteForce(tokens: readonly string[], word: string): string[] {
  return tokens.filter((token) => typoPrefixLength(word, token) > 0);
}

/** An independent check of "some prefix within one edit": Damerau (OSA) distance on every prefix. */
function osaDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

describe('typoRanges', () => {
  const tokens = [
    'beach',
    'reach',
    'teach',
    'teacher',
    'teaching',
    'tech',
    'technology',
    'tench',
    'thea',
    'smith',
    'smithson',
    'smyth',
    'zebra',
  ].sort();

  it.each(['teach', 'teahc', 'techer', 'smiht', 'smyth', 'zebar', 'xxxxx'])(
    'finds exactly the tokens within one edit of a prefix, for %s',
    (word) => {
      const found = new Set<string>();
      for (const [lo, hi] of typoRanges(tokens, word)) for (const t of tokens.slice(lo, hi)) found.add(t);
      expect([...found].sort()).toEqual(bruteForce(tokens, word));
      const byDistance = tokens.filter((token) =>
        [word.length - 1, word.length, word.length + 1].some(
          (n) => n <= token.length && osaDistance(word, token.slice(0, n)) <= 1,
        ),
      );
      expect([...found].sort()).toEqual(byDistance);
    },
  );
});

describe('prefixRange', () => {
  it('is the range of tokens starting with the prefix', () => {
    const tokens = ['a', 'ab', 'abc', 'abd', 'b'];
    expect(prefixRange(tokens, 'ab')).toEqual([1, 4]);
    expect(prefixRange(tokens, 'abz')).toEqual([4, 4]);
    expect(prefixRange(tokens, '')).toEqual([0, 5]);
  });
});
