import { describe, expect, it } from 'vitest';
import {
  canViewAll,
  type InterestedResponse,
  interestedEntries,
  interestedName,
  othersCount,
  shuffleRandomly,
  visibleEntries,
} from './interested.ts';

function people(count: number): InterestedResponse['users'] {
  return Array.from({ length: count }, (_, i) => ({
    uid: `u${i + 1}`,
    first_name: `First${i + 1}`,
    last_name: `Last${i + 1}`,
    image_url: null,
  }));
}

const keepOrder = <T>(items: T[]): T[] => items;
const reverse = <T>(items: T[]): T[] => [...items].reverse();

describe('interestedName', () => {
  it('joins first and last name with a space', () => {
    expect(interestedName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
  });
  it('leaves out a missing or blank part', () => {
    expect(interestedName({ first_name: 'Ada', last_name: null })).toBe('Ada');
    expect(interestedName({ first_name: ' ', last_name: 'Lovelace' })).toBe('Lovelace');
  });
  it('falls back to "Attendee" without any name', () => {
    expect(interestedName({ first_name: null, last_name: null })).toBe('Attendee');
  });
});

describe('othersCount', () => {
  it('is total minus public when that exceeds 2', () => {
    expect(othersCount({ public: 4, total: 7 })).toBe(3);
  });
  it('is null at 2 hidden people or fewer', () => {
    expect(othersCount({ public: 4, total: 6 })).toBeNull();
    expect(othersCount({ public: 4, total: 4 })).toBeNull();
  });
});

describe('shuffleRandomly', () => {
  it('returns a permutation without touching the input', () => {
    const input = [1, 2, 3, 4, 5];
    const output = shuffleRandomly(input, () => 0);
    expect(input).toEqual([1, 2, 3, 4, 5]);
    expect([...output].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(output).toEqual([2, 3, 4, 5, 1]);
  });
  it('keeps the order when random always picks the last place', () => {
    expect(shuffleRandomly([1, 2, 3], () => 0.999)).toEqual([1, 2, 3]);
  });
});

describe('interestedEntries', () => {
  it('lists people in the order of the shuffle, with their display names', () => {
    const entries = interestedEntries({ public: 3, total: 3, users: people(3) }, reverse);
    expect(entries.map((entry) => entry.name)).toEqual(['First3 Last3', 'First2 Last2', 'First1 Last1']);
    expect(entries[0]).toMatchObject({ kind: 'person', uid: 'u3', imageUrl: null });
  });

  it('adds "{n} others" last when more than 2 people are not shown', () => {
    const entries = interestedEntries({ public: 2, total: 12, users: people(2) }, keepOrder);
    expect(entries.map((entry) => entry.name)).toEqual(['First1 Last1', 'First2 Last2', '10 others']);
    expect(entries[2]).toMatchObject({ kind: 'others', count: 10 });
  });

  it('adds no others entry for 2 hidden people', () => {
    const entries = interestedEntries({ public: 2, total: 4, users: people(2) }, keepOrder);
    expect(entries).toHaveLength(2);
  });
});

describe('visibleEntries and canViewAll', () => {
  const entries = interestedEntries({ public: 70, total: 75, users: people(70) }, keepOrder);

  it('shows the first 3 collapsed by default, offering View all', () => {
    expect(visibleEntries(entries, false).map((entry) => entry.name)).toEqual([
      'First1 Last1',
      'First2 Last2',
      'First3 Last3',
    ]);
    expect(canViewAll(entries, false)).toBe(true);
  });

  it('shows numberToShow collapsed', () => {
    expect(visibleEntries(entries, false, 5)).toHaveLength(5);
  });

  it('shows at most 60 expanded, and no more View all', () => {
    expect(visibleEntries(entries, true)).toHaveLength(60);
    expect(canViewAll(entries, true)).toBe(false);
  });

  it('offers no View all when everything fits', () => {
    const few = interestedEntries({ public: 3, total: 3, users: people(3) }, keepOrder);
    expect(canViewAll(few, false)).toBe(false);
    expect(visibleEntries(few, false)).toHaveLength(3);
  });
});
