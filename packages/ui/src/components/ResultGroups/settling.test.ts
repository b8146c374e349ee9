import { describe, expect, it } from 'vitest';
import { sampleHit } from '../ResultTile/fixtures.ts';
import { hitsByPlace, placeKey, SETTLE_FROM, settlesInSteps, shownRecord } from './settling.ts';

const venue = sampleHit('venue');
const event = sampleHit('event');
const many = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('hitsByPlace', () => {
  it('keys each hit by its group’s place and its own', () => {
    const byPlace = hitsByPlace([
      { key: 'a', heading: 'A', items: [venue, event] },
      { key: 'b', heading: 'B', items: [event] },
    ]);
    expect([...byPlace.keys()]).toEqual([placeKey(0, 0), placeKey(0, 1), placeKey(1, 0)]);
    expect(byPlace.get('1:0')).toBe(event);
  });
});

describe('settlesInSteps', () => {
  it('is for a new list at least as long as the one before, of at least SETTLE_FROM hits', () => {
    const before = many(SETTLE_FROM);
    expect(settlesInSteps(many(SETTLE_FROM), before)).toBe(true);
    expect(settlesInSteps(many(SETTLE_FROM + 5), before)).toBe(true);
    expect(settlesInSteps(before, before)).toBe(false);
    expect(settlesInSteps(many(SETTLE_FROM - 1), many(SETTLE_FROM - 1))).toBe(false);
    expect(settlesInSteps(many(SETTLE_FROM), many(SETTLE_FROM + 1))).toBe(false);
  });
});

describe('shownRecord', () => {
  const before = new Map([['0:0', venue]]);
  it('is the new hit near the screen, or in a list shown in one step', () => {
    expect(shownRecord(event, '0:0', before, () => true)).toBe(event);
    expect(shownRecord(event, '0:0', null, () => false)).toBe(event);
  });
  it('is the record shown there before away from the screen, or none at a new place', () => {
    expect(shownRecord(event, '0:0', before, () => false)).toBe(venue);
    expect(shownRecord(event, '0:1', before, () => false)).toBeNull();
  });
});
