import { describe, expect, it } from 'vitest';
import {
  alphaKey,
  groupResultsAlphabetically,
  groupResultsByDate,
  groupResultsByModel,
} from './result-groups.ts';

interface Item {
  id: string;
  type: string;
  name: string;
  alpha?: string;
  featured?: boolean;
  date?: string | null;
}

const summary = <T extends { id: string }>(groups: { heading: string; items: T[] }[]) =>
  groups.map((group) => [group.heading, group.items.map((item) => item.id)]);

describe('alphaKey', () => {
  it('files a name under its first letter, accents removed', () => {
    expect(alphaKey('teaching')).toBe('T');
    expect(alphaKey('  Élève')).toBe('E');
    expect(alphaKey('3D Printing')).toBe('#');
    expect(alphaKey('')).toBe('#');
    expect(alphaKey(null)).toBe('#');
  });
});

describe('groupResultsByModel', () => {
  it('follows the order of section 9, then attendees, and leaves unknown models out', () => {
    const items: Item[] = [
      { id: 'a1', type: 'attendee', name: 'Ada' },
      { id: 'p1', type: 'person', name: 'Pat' },
      { id: 'v1', type: 'venue', name: 'Salon C' },
      { id: 'e1', type: 'event', name: 'Teaching' },
      { id: 'm1', type: 'music_fest_presenter', name: 'Chalk Records' },
      { id: 'x1', type: 'sponsor', name: 'Nobody' },
      { id: 'b1', type: 'exhibitor', name: 'Acme' },
      { id: 'e2', type: 'event', name: 'Games' },
      { id: 'f1', type: 'film', name: 'Doc' },
      { id: 'r1', type: 'artist', name: 'Band' },
    ];
    expect(summary(groupResultsByModel(items, (item) => item.type))).toEqual([
      ['Events', ['e1', 'e2']],
      ['Films', ['f1']],
      ['Brands', ['b1']],
      ['Presenters', ['m1']],
      ['Contributors', ['p1', 'r1']],
      ['Venues', ['v1']],
      ['Attendees', ['a1']],
    ]);
  });
});

describe('groupResultsAlphabetically', () => {
  it('puts featured items first, then letters in order with # last', () => {
    const items: Item[] = [
      { id: '1', type: 'artist', name: 'Zeta' },
      { id: '2', type: 'artist', name: '99 Luftballons' },
      { id: '3', type: 'artist', name: 'alpha', featured: true },
      { id: '4', type: 'artist', name: 'Beta' },
      { id: '5', type: 'artist', name: 'Ärger' },
      { id: '6', type: 'artist', name: 'Bravo' },
    ];
    expect(summary(groupResultsAlphabetically(items, (item) => item))).toEqual([
      ['Featured', ['3']],
      ['A', ['5']],
      ['B', ['4', '6']],
      ['Z', ['1']],
      ['#', ['2']],
    ]);
  });

  it("prefers the record's own alpha", () => {
    const items: Item[] = [{ id: '1', type: 'artist', name: 'The Chalkboards', alpha: 'C' }];
    expect(summary(groupResultsAlphabetically(items, (item) => item))).toEqual([['C', ['1']]]);
  });

  it('has no Featured group without featured items', () => {
    expect(groupResultsAlphabetically([{ id: '1', name: 'A' }], (item) => item)[0]?.heading).toBe('A');
  });
});

describe('groupResultsByDate', () => {
  it('groups by Chicago day in date order, undated last', () => {
    const items: Item[] = [
      { id: '1', type: 'event', name: 'x', date: '2026-03-10' },
      { id: '2', type: 'event', name: 'x', date: null },
      { id: '3', type: 'event', name: 'x', date: '2026-03-09' },
      // 01:00 UTC on Mar 10 is still Mar 9 in Chicago.
      { id: '4', type: 'event', name: 'x', date: '2026-03-10T01:00:00Z' },
    ];
    expect(summary(groupResultsByDate(items, (item) => item.date, 'America/Chicago'))).toEqual([
      ['Mar 9, 2026', ['3', '4']],
      ['Mar 10, 2026', ['1']],
      ['Date to be announced', ['2']],
    ]);
  });
});
