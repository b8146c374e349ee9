import { describe, expect, it } from 'vitest';
import { bestOfEachTypeFirst, MIN_SHARE } from './best-of-each-type.ts';

/** Hits as `type:rank` strings, in the grouping's order (types in order, best first within). */
function hits(counts: Record<string, number>): string[] {
  return Object.entries(counts).flatMap(([type, count]) =>
    Array.from({ length: count }, (_, i) => `${type}:${i}`),
  );
}
const TYPE_ORDER = ['event', 'film', 'artist', 'venue'];
const typeOf = (hit: string) => TYPE_ORDER.indexOf(hit.split(':')[0] as string);
const typesOf = (page: string[]) => [...new Set(page.map((hit) => hit.split(':')[0]))];

describe('bestOfEachTypeFirst', () => {
  it('puts the best of every matching type on the first page, in the grouping order', () => {
    const ordered = hits({ event: 200, artist: 12 });
    const order = bestOfEachTypeFirst(ordered, typeOf, 60);
    const first = order.slice(0, 60);
    expect(typesOf(first)).toEqual(['event', 'artist']);
    // The artists' twelve fit in their share (30); the events fill the rest, best first.
    expect(first.filter((hit) => hit.startsWith('artist'))).toEqual(hits({ artist: 12 }));
    expect(first.filter((hit) => hit.startsWith('event'))).toEqual(hits({ event: 48 }));
  });

  it('gives each type an equal share of a full page, at least a few places each', () => {
    const order = bestOfEachTypeFirst(hits({ event: 100, film: 100, artist: 100, venue: 100 }), typeOf, 60);
    const first = order.slice(0, 60);
    for (const type of TYPE_ORDER) expect(first.filter((hit) => hit.startsWith(type))).toHaveLength(15);
    const many = bestOfEachTypeFirst(hits({ event: 100, film: 100, artist: 100, venue: 100 }), typeOf, 12);
    expect(many.slice(0, 12).filter((hit) => hit.startsWith('event'))).toHaveLength(MIN_SHARE);
  });

  it('is one order over the pages: every hit once, the rest in the grouping order', () => {
    const ordered = hits({ event: 130, film: 3, artist: 40 });
    const order = bestOfEachTypeFirst(ordered, typeOf, 60);
    expect([...order].sort()).toEqual([...ordered].sort());
    const rest = order.slice(60);
    expect(rest).toEqual(ordered.filter((hit) => rest.includes(hit)));
  });

  it('keeps the order of one type, or of what fits on one page', () => {
    expect(bestOfEachTypeFirst(hits({ event: 90 }), typeOf, 60)).toEqual(hits({ event: 90 }));
    expect(bestOfEachTypeFirst(hits({ event: 50, artist: 5 }), typeOf, 60)).toEqual(
      hits({ event: 50, artist: 5 }),
    );
  });
});
