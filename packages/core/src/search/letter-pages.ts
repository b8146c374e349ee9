import type { LetterPage } from '@conf/contract';
import type { Doc } from './corpus.ts';

/**
 * The letters of an alphabetical result and the page each one's group starts on, for an A–Z jump
 * list over every page (issue 16: over 450 contributors it offered only the letters of the page
 * shown). `ordered` is the whole result in its alphabetical order (featured first, then A to Z and
 * `#`); the featured records are a group of their own, not a letter. Pure.
 */
export function letterPages(ordered: Iterable<Doc>, perPage: number): LetterPage[] {
  const letters: LetterPage[] = [];
  const seen = new Set<string>();
  let index = 0;
  for (const doc of ordered) {
    if (!doc.featured && !seen.has(doc.alpha)) {
      seen.add(doc.alpha);
      letters.push({ letter: doc.alpha, page: Math.floor(index / perPage) + 1 });
    }
    index += 1;
  }
  return letters;
}
