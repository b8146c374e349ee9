import type { Filter } from '@conf/contract';
import type { Corpus } from '../src/search/corpus.ts';

/**
 * Query sets for the search benchmarks, drawn from the indexed catalogue with a seeded generator
 * (the same run gives the same queries).
 */

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Type-ahead texts: a 2-5 letter prefix of a word of a random record's name. */
export function suggestionTexts(corpus: Corpus, count: number, seed = 1): string[] {
  const random = seededRandom(seed);
  const texts: string[] = [];
  while (texts.length < count) {
    const doc = pick(random, corpus.docs);
    const word = pick(random, doc.nameTokens);
    if (!word || word.length < 2) continue;
    const length = 2 + Math.floor(random() * 4);
    texts.push(word.slice(0, Math.min(length, word.length)));
  }
  return texts;
}

export interface FullSearchQuery {
  term: string;
  filters: Filter[];
}

/** Words of four or more letters that start many event names (so that a page of 60 fills up). */
function frequentEventWords(corpus: Corpus, top: number): string[] {
  const counts = new Map<string, number>();
  for (const doc of corpus.docs) {
    if (doc.model !== 'event') continue;
    for (const word of new Set(doc.nameTokens))
      if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([word]) => word);
}

/**
 * Full searches: a 1-2 word term (frequent words, sometimes only their first 3-5 letters) and two
 * filters on different event facets, each with one of the facet's two most common values.
 */
export function fullSearchQueries(corpus: Corpus, count: number, seed = 2): FullSearchQuery[] {
  const random = seededRandom(seed);
  const words = frequentEventWords(corpus, 30);
  const facetNames = ['event_type', 'date', 'credential_types', 'format', 'experience_level', 'track'];
  const commonValues = new Map<string, (string | boolean)[]>();
  for (const name of facetNames) {
    const column = corpus.facets[corpus.facetIndex(name)];
    if (!column) continue;
    const counts = new Map<number, number>();
    for (let ord = 0; ord < corpus.size; ord++) {
      for (const key of column.keysOf(ord)) {
        const id = column.idOf(key);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
    commonValues.set(
      name,
      top.map(([id]) => column.keys[id] as string | boolean),
    );
  }
  const queries: FullSearchQuery[] = [];
  while (queries.length < count) {
    const wordCount = random() < 0.5 ? 1 : 2;
    const term = Array.from({ length: wordCount }, () => {
      const word = pick(random, words);
      return random() < 0.5 ? word : word.slice(0, 3 + Math.floor(random() * 3));
    }).join(' ');
    const first = pick(random, facetNames);
    let second = pick(random, facetNames);
    while (second === first) second = pick(random, facetNames);
    const filters = [first, second].map((field) => ({
      field,
      value: pick(random, commonValues.get(field) ?? ['']) as string | boolean,
    }));
    queries.push({ term, filters });
  }
  return queries;
}

/** p50, p95, p99, max and mean of durations in ms, rounded to microseconds. */
export function percentiles(durations: number[]): {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
} {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  const mean = sorted.reduce((s, d) => s + d, 0) / Math.max(1, sorted.length);
  return {
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? 0),
    mean: round(mean),
  };
}
