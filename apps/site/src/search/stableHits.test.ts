import { describe, expect, it } from 'vitest';
import { HitCache } from './stableHits.ts';

const hit = (id: string, name: string) => ({ _id: id, type: 'event', _source: { name } });

describe('HitCache', () => {
  it('gives back the hit seen before for a record whose content did not change', () => {
    const cache = new HitCache();
    const first = [hit('E1', 'Keynote'), hit('E2', 'Workshop')];
    expect(cache.stabilize(first)).toBe(first);
    const second = cache.stabilize([hit('E2', 'Workshop'), hit('E3', 'Panel')]);
    expect(second[0]).toBe(first[1]);
    expect(second[1]).toEqual(hit('E3', 'Panel'));
  });

  it('takes the new hit of a changed record', () => {
    const cache = new HitCache();
    cache.stabilize([hit('E1', 'Keynote')]);
    const renamed = hit('E1', 'Opening Keynote');
    expect(cache.stabilize([renamed])[0]).toBe(renamed);
  });

  it('tells records of different types apart', () => {
    const cache = new HitCache();
    const event = hit('X1', 'Same');
    cache.stabilize([event]);
    const venue = { ...hit('X1', 'Same'), type: 'venue' };
    expect(cache.stabilize([venue])[0]).toBe(venue);
  });

  it('forgets the oldest records past its limit', () => {
    const cache = new HitCache(2);
    const first = hit('E1', 'Keynote');
    cache.stabilize([first]);
    cache.stabilize([hit('E2', 'Workshop'), hit('E3', 'Panel')]);
    expect(cache.stabilize([hit('E1', 'Keynote')])[0]).not.toBe(first);
  });
});
