import { describe, expect, it } from 'vitest';
import type { Doc } from './corpus.ts';
import { letterPages } from './letter-pages.ts';

/** Documents with only what the letters read: featured or not, and the name's letter. */
function docs(spec: string): Doc[] {
  // `*` is a featured record, a letter an ordinary one whose name starts with it.
  return [...spec].map((ch) => ({ featured: ch === '*', alpha: ch === '*' ? 'Z' : ch }) as Doc);
}

describe('letterPages', () => {
  it('gives each letter of the whole result the page its group starts on', () => {
    expect(letterPages(docs('AAABBBCCCD#'), 3)).toEqual([
      { letter: 'A', page: 1 },
      { letter: 'B', page: 2 },
      { letter: 'C', page: 3 },
      { letter: 'D', page: 4 },
      { letter: '#', page: 4 },
    ]);
  });

  it('counts the featured group in the places but gives it no letter', () => {
    expect(letterPages(docs('**AB'), 2)).toEqual([
      { letter: 'A', page: 2 },
      { letter: 'B', page: 2 },
    ]);
  });

  it('has no letters for an empty result', () => {
    expect(letterPages([], 60)).toEqual([]);
  });
});
