import { CATALOG_MODELS, suggest } from '@conf/core';
import { describe, expect, it } from 'vitest';
import { AnswerCache, type CachedAnswer } from './answer-cache.ts';
import { Corpus, type DocInput } from './corpus.ts';
import { CATALOG_FACETS } from './facets.ts';

/**
 * The answer cache of the search routes: bounded LRU, dropped with the index snapshot it was made
 * from, and never an answer from before a publish_at the clock has passed since.
 */

const NOW = Date.parse('2026-03-01T12:00:00Z');
const LATER = NOW + 86_400_000;
const ALWAYS = { publishWindow: () => [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY] as const };

const answer = (text: string, total = 1): CachedAnswer => ({ body: text, total });

function doc(id: string, name: string, publishAt: number | null): DocInput {
  return {
    model: 'event',
    id,
    name,
    featured: false,
    publishAt,
    startTime: null,
    date: null,
    thumbnailUrl: null,
    fields: [],
    facets: {},
    source: { name },
  };
}

describe('AnswerCache', () => {
  it('gives back the very answer it stored, and counts hits and misses', () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1000 });
    const gen = {};
    expect(cache.get('k', gen, NOW)).toBeUndefined();
    const stored = { body: Buffer.from('[1,2]'), total: 2 };
    cache.set('k', stored, gen, [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]);
    expect(cache.get('k', gen, NOW)).toBe(stored);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 5, hits: 1, misses: 1 });
  });

  it('makes an answer once per key through `through`', () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1000 });
    let made = 0;
    const make = () => answer(`made ${++made}`);
    const at = { generation: 1, corpus: ALWAYS, now: NOW };
    expect(cache.through('a', at, make).body).toBe('made 1');
    expect(cache.through('a', at, make).body).toBe('made 1');
    expect(cache.through('b', at, make).body).toBe('made 2');
    expect(made).toBe(2);
  });

  it('drops the least recently used answers past its entry count', () => {
    const cache = new AnswerCache({ maxEntries: 2, maxBytes: 1000 });
    const window = [0, Number.POSITIVE_INFINITY] as const;
    cache.set('a', answer('A'), 1, window);
    cache.set('b', answer('B'), 1, window);
    expect(cache.get('a', 1, NOW)?.body).toBe('A'); // a is now the most recent
    cache.set('c', answer('C'), 1, window);
    expect(cache.get('b', 1, NOW)).toBeUndefined();
    expect(cache.get('a', 1, NOW)?.body).toBe('A');
    expect(cache.get('c', 1, NOW)?.body).toBe('C');
    expect(cache.stats().entries).toBe(2);
  });

  it('keeps within its byte budget (UTF-8 bytes) and never keeps an answer above a quarter of it', () => {
    const cache = new AnswerCache({ maxEntries: 100, maxBytes: 40 });
    const window = [0, Number.POSITIVE_INFINITY] as const;
    cache.set('big', answer('x'.repeat(11)), 1, window);
    expect(cache.get('big', 1, NOW)).toBeUndefined();
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, answer('éééé'), 1, window); // 8 bytes each
    expect(cache.stats().bytes).toBe(40);
    cache.set('f', answer('éééé'), 1, window);
    expect(cache.stats()).toMatchObject({ entries: 5, bytes: 40 });
    expect(cache.get('a', 1, NOW)).toBeUndefined();
    expect(cache.get('f', 1, NOW)?.body).toBe('éééé');
  });

  it('drops everything when the generation (the index snapshot) changes', () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1000 });
    const before = {};
    const window = [0, Number.POSITIVE_INFINITY] as const;
    cache.set('a', answer('A'), before, window);
    cache.set('b', answer('B'), before, window);
    expect(cache.get('a', {}, NOW)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    expect(cache.get('b', before, NOW)).toBeUndefined();
  });

  it('serves an answer only inside its window of the clock', () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1000 });
    cache.set('a', answer('A'), 1, [NOW, LATER]);
    expect(cache.get('a', 1, NOW)?.body).toBe('A');
    expect(cache.get('a', 1, LATER - 1)?.body).toBe('A');
    expect(cache.get('a', 1, LATER)).toBeUndefined();
    cache.set('b', answer('B'), 1, [NOW, LATER]);
    expect(cache.get('b', 1, NOW - 1)).toBeUndefined();
  });
});

describe('Corpus.publishWindow', () => {
  it('spans from the last publish_at at or before the clock to the next one after it', async () => {
    const corpus = await Corpus.build(
      [doc('E1', 'One', NOW), doc('E2', 'Two', LATER), doc('E3', 'Three', null), doc('E4', 'Four', LATER)],
      CATALOG_FACETS,
    );
    expect(corpus.publishWindow(NOW - 1)).toEqual([Number.NEGATIVE_INFINITY, NOW]);
    expect(corpus.publishWindow(NOW)).toEqual([NOW, LATER]);
    expect(corpus.publishWindow(LATER - 1)).toEqual([NOW, LATER]);
    expect(corpus.publishWindow(LATER)).toEqual([LATER, Number.POSITIVE_INFINITY]);
  });
});

describe('cached suggestions across a publish_at', () => {
  it('shows a record once the clock passes its publish_at, and hides it again when the clock goes back', async () => {
    const corpus = await Corpus.build(
      [doc('E1', 'Gala Opening', null), doc('E2', 'Gala Future Night', LATER)],
      CATALOG_FACETS,
    );
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 10_000 });
    let made = 0;
    const ask = (now: number) =>
      cache.through('gala', { generation: corpus, corpus, now }, () => {
        made++;
        const suggestions = suggest(corpus, 'gala', { models: CATALOG_MODELS, now });
        return { body: JSON.stringify(suggestions), total: suggestions.length };
      });
    const ids = (now: number) =>
      (JSON.parse(ask(now).body as string) as { event_id: string }[]).map((s) => s.event_id);

    expect(ids(NOW)).toEqual(['E1']);
    expect(ids(LATER - 1)).toEqual(['E1']);
    expect(made).toBe(1);
    expect(ids(LATER)).toEqual(['E2', 'E1']);
    expect(ids(LATER + 1)).toEqual(['E2', 'E1']);
    expect(made).toBe(2);
    expect(ids(NOW)).toEqual(['E1']);
    expect(made).toBe(3);
  });
});
