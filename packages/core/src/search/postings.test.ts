import { describe, expect, it } from 'vitest';
import { tokenize } from './normalize.ts';
import { intersectSorted, PostingIndex } from './postings.ts';
import { typoPrefixLength } from './typo.ts';

const names = [
  'Teaching With Games',
  'The Teachers',
  'Joanne Lindgren',
  'John Smith',
  'Jonathan Smithson',
  'Smyth & Co',
  'Élève Orientation',
  'Teach for Tomorrow',
  'Technology Now',
  'A',
];
const docTokens = names.map(tokenize);
const index = PostingIndex.build(docTokens);

/** The documents one of whose words satisfies `test`, by brute force. */
const docsWhere = (test: (word: string) => boolean) =>
  docTokens.flatMap((words, ord) => (words.some(test) ? [ord] : []));

describe('PostingIndex.lookup', () => {
  it.each(['t', 'te', 'tea', 'teac', 'teach', 'teachers', 'jo', 'john', 'smith', 'eleve', 'a', 'zz'])(
    'finds the documents with a word starting with %j, best (lowest ord) first',
    (prefix) => {
      expect([...index.lookup(prefix)]).toEqual(docsWhere((w) => w.startsWith(prefix)));
    },
  );
});

describe('PostingIndex.lookupTypo', () => {
  it.each(['smiht', 'teahc', 'jonatan', 'elevr', 'technolgy'])(
    'finds the documents with a word one edit from %j (by prefix)',
    (word) => {
      expect([...index.lookupTypo(word)]).toEqual(docsWhere((w) => typoPrefixLength(word, w) > 0));
    },
  );
});

describe('intersectSorted', () => {
  it('keeps the common values, in order', () => {
    const a = Int32Array.from([1, 3, 5, 7, 9, 200]);
    const b = Int32Array.from([0, 1, 2, 3, 4, 9, 10, 11, 12, 13, 14, 15, 16, 100, 200, 300]);
    expect([...intersectSorted(a, b)]).toEqual([1, 3, 9, 200]);
    expect([...intersectSorted(b, a)]).toEqual([1, 3, 9, 200]);
    expect([...intersectSorted(a, new Int32Array(0))]).toEqual([]);
  });

  it('agrees with a set intersection on random lists', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (let round = 0; round < 50; round++) {
      const make = (n: number, max: number) =>
        Int32Array.from(
          [...new Set(Array.from({ length: n }, () => Math.floor(random() * max)))].sort((x, y) => x - y),
        );
      const a = make(Math.floor(random() * 50), 500);
      const b = make(Math.floor(random() * 400), 500);
      const expected = [...a].filter((v) => b.includes(v));
      expect([...intersectSorted(a, b)]).toEqual(expected);
    }
  });
});
