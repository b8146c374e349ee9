import { describe, expect, it } from 'vitest';
import {
  ASSUMED_EVENT_MINUTES,
  type ClashEvent,
  type ClashVenue,
  clashBetween,
  clashesOf,
  clashText,
  formatMinutes,
  UNKNOWN_WALK_MINUTES,
  walkMinutes,
} from './clashes.ts';

const salonC: ClashVenue = {
  id: 'V10',
  name: 'Salon C',
  rootId: 'V1',
  location: { latitude: 30.2654, longitude: -97.7393 },
};
const salonD: ClashVenue = { ...salonC, id: 'V11', name: 'Salon D' };
/** About 600 m from the Hilton: a 10 minute walk at 80 m/min with the detour factor. */
const mohawk: ClashVenue = {
  id: 'V20',
  name: 'Mohawk',
  rootId: 'V20',
  location: { latitude: 30.2701, longitude: -97.7362 },
};
const farVenue: ClashVenue = {
  id: 'V30',
  name: 'Palmer Events Center',
  rootId: 'V30',
  location: { latitude: 30.2587, longitude: -97.7515 },
};
const nowhere: ClashVenue = { id: 'V40', name: 'Secret Venue', rootId: 'V40', location: null };

function event(
  id: string,
  start: string | null,
  end: string | null,
  venue: ClashVenue | null = salonC,
): ClashEvent {
  return { id, name: `Event ${id}`, start, end, venue };
}

describe('clash rules', () => {
  describe('overlaps', () => {
    it('reports two favorites that run at the same time, and by how much', () => {
      const a = event('A', '2026-03-09T09:30:00-05:00', '2026-03-09T10:30:00-05:00');
      const b = event('B', '2026-03-09T10:00:00-05:00', '2026-03-09T11:00:00-05:00');
      expect(clashBetween(a, b)).toMatchObject({ kind: 'overlap', minutes: 30, other: b });
      expect(clashBetween(b, a)).toMatchObject({ kind: 'overlap', minutes: 30, other: a });
    });

    it('counts an event inside another as overlapping for its whole length', () => {
      const long = event('A', '2026-03-09T09:00:00-05:00', '2026-03-09T12:00:00-05:00');
      const inside = event('B', '2026-03-09T10:00:00-05:00', '2026-03-09T10:45:00-05:00');
      expect(clashBetween(long, inside)).toMatchObject({ kind: 'overlap', minutes: 45 });
    });

    it('does not count back-to-back events in the same room as a clash', () => {
      const a = event('A', '2026-03-09T09:00:00-05:00', '2026-03-09T10:00:00-05:00');
      const b = event('B', '2026-03-09T10:00:00-05:00', '2026-03-09T11:00:00-05:00');
      expect(clashBetween(a, b)).toBeNull();
      expect(clashBetween(b, a)).toBeNull();
    });

    it('compares instants whatever offset they are written in', () => {
      const chicago = event('A', '2026-03-09T09:00:00-05:00', '2026-03-09T10:00:00-05:00');
      const utc = event('B', '2026-03-09T14:45:00Z', '2026-03-09T16:00:00Z');
      expect(clashBetween(chicago, utc)).toMatchObject({ kind: 'overlap', minutes: 15 });
    });

    it('finds an overlap across midnight', () => {
      const lateShow = event('A', '2026-03-13T23:30:00-05:00', '2026-03-14T01:30:00-05:00');
      const afterParty = event('B', '2026-03-14T00:45:00-05:00', '2026-03-14T03:00:00-05:00');
      const nextMorning = event('C', '2026-03-14T09:00:00-05:00', '2026-03-14T10:00:00-05:00');
      expect(clashBetween(lateShow, afterParty)).toMatchObject({ kind: 'overlap', minutes: 45 });
      expect(clashBetween(lateShow, nextMorning)).toBeNull();
    });

    it('measures real time across the spring-forward change in America/Chicago', () => {
      // 8 March 2026: 2:00 AM CST becomes 3:00 AM CDT. 1:30 CST to 3:30 CDT is one hour.
      const showcase = event('A', '2026-03-08T01:30:00-06:00', '2026-03-08T03:30:00-05:00');
      const dj = event('B', '2026-03-08T01:00:00-06:00', '2026-03-08T03:15:00-05:00');
      expect(clashBetween(showcase, dj)).toMatchObject({ kind: 'overlap', minutes: 45 });
      // Wall clocks 3:30 and 3:30 would say "back to back"; the instants agree.
      const after = event('C', '2026-03-08T03:30:00-05:00', '2026-03-08T04:30:00-05:00');
      expect(clashBetween(showcase, after)).toBeNull();
    });

    it('tells the two 1:30 AMs of the fall-back change apart in America/Chicago', () => {
      // 1 November 2026: 2:00 AM CDT becomes 1:00 AM CST; 1:30 AM happens twice.
      const firstPass = event('A', '2026-11-01T01:00:00-05:00', '2026-11-01T01:40:00-05:00');
      const secondPass = event('B', '2026-11-01T01:30:00-06:00', '2026-11-01T02:30:00-06:00');
      expect(clashBetween(firstPass, secondPass)).toBeNull();
      const spanning = event('C', '2026-11-01T01:20:00-05:00', '2026-11-01T01:45:00-06:00');
      // 1:20 CDT to 1:45 CST is 85 minutes; it shares 1:30–1:45 CST with B.
      expect(clashBetween(spanning, secondPass)).toMatchObject({ kind: 'overlap', minutes: 15 });
      expect(clashBetween(spanning, firstPass)).toMatchObject({ kind: 'overlap', minutes: 20 });
    });
  });

  describe('events without times', () => {
    it(`takes an event without an end to last ${ASSUMED_EVENT_MINUTES} minutes`, () => {
      const open = event('A', '2026-03-09T09:00:00-05:00', null);
      expect(
        clashBetween(open, event('B', '2026-03-09T09:50:00-05:00', '2026-03-09T11:00:00-05:00')),
      ).toMatchObject({
        kind: 'overlap',
        minutes: 10,
      });
      expect(
        clashBetween(open, event('C', '2026-03-09T10:00:00-05:00', '2026-03-09T11:00:00-05:00')),
      ).toBeNull();
    });

    it('never finds a clash for an event without a start', () => {
      const undated = event('A', null, null);
      expect(
        clashBetween(undated, event('B', '2026-03-09T09:00:00-05:00', '2026-03-09T10:00:00-05:00')),
      ).toBeNull();
      expect(clashBetween(event('C', 'not a time', null), undated)).toBeNull();
    });
  });

  describe('walking between venues', () => {
    it('needs no walk within one building or next door', () => {
      expect(walkMinutes(salonC, salonD)).toBe(0);
      expect(walkMinutes(salonC, salonC)).toBe(0);
      expect(walkMinutes(salonC, null)).toBe(0);
      const nextDoor: ClashVenue = {
        ...mohawk,
        id: 'V21',
        rootId: 'V21',
        location: { latitude: 30.2656, longitude: -97.7393 },
      };
      expect(walkMinutes(salonC, nextDoor)).toBe(0);
    });

    it('estimates the walk from the coordinates, or assumes the set time without them', () => {
      expect(walkMinutes(salonC, mohawk)).toBe(10);
      expect(walkMinutes(salonC, farVenue)).toBe(23);
      expect(walkMinutes(salonC, nowhere)).toBe(UNKNOWN_WALK_MINUTES);
    });

    it('reports a gap shorter than the walk as a tight transfer, in either direction', () => {
      const talk = event('A', '2026-03-09T09:00:00-05:00', '2026-03-09T10:00:00-05:00', salonC);
      const show = event('B', '2026-03-09T10:05:00-05:00', '2026-03-09T11:00:00-05:00', mohawk);
      expect(clashBetween(talk, show)).toMatchObject({
        kind: 'transfer',
        gapMinutes: 5,
        walkMinutes: 10,
        otherFirst: false,
        from: salonC,
        to: mohawk,
      });
      expect(clashBetween(show, talk)).toMatchObject({
        kind: 'transfer',
        otherFirst: true,
        from: salonC,
        to: mohawk,
      });
    });

    it('accepts a gap as long as the walk, and back-to-back rooms of one building', () => {
      const talk = event('A', '2026-03-09T09:00:00-05:00', '2026-03-09T10:00:00-05:00', salonC);
      expect(clashBetween(talk, event('B', '2026-03-09T10:10:00-05:00', null, mohawk))).toBeNull();
      expect(clashBetween(talk, event('C', '2026-03-09T10:00:00-05:00', null, salonD))).toBeNull();
    });

    it('counts the gap in real time across midnight', () => {
      const late = event('A', '2026-03-13T23:00:00-05:00', '2026-03-13T23:55:00-05:00', salonC);
      const afterMidnight = event('B', '2026-03-14T00:05:00-05:00', '2026-03-14T01:00:00-05:00', nowhere);
      expect(clashBetween(late, afterMidnight)).toMatchObject({
        kind: 'transfer',
        gapMinutes: 10,
        walkMinutes: 15,
      });
    });

    it('counts the gap in real time across the fall-back change', () => {
      // 1:50 AM CDT to 1:05 AM CST is 15 minutes, though the wall clock goes backwards.
      const before = event('A', '2026-11-01T01:00:00-05:00', '2026-11-01T01:50:00-05:00', salonC);
      const after = event('B', '2026-11-01T01:05:00-06:00', '2026-11-01T02:00:00-06:00', farVenue);
      expect(clashBetween(before, after)).toMatchObject({
        kind: 'transfer',
        gapMinutes: 15,
        walkMinutes: 23,
      });
    });
  });

  describe('clashesOf', () => {
    it('skips the event itself and lists overlaps before transfers, each by start', () => {
      const me = event('A', '2026-03-09T09:00:00-05:00', '2026-03-09T10:00:00-05:00', salonC);
      const later = event('B', '2026-03-09T09:45:00-05:00', '2026-03-09T11:00:00-05:00', salonD);
      const earlier = event('C', '2026-03-09T08:30:00-05:00', '2026-03-09T09:15:00-05:00', salonD);
      const walk = event('D', '2026-03-09T10:00:00-05:00', '2026-03-09T11:00:00-05:00', mohawk);
      const fine = event('E', '2026-03-09T13:00:00-05:00', '2026-03-09T14:00:00-05:00', mohawk);
      const clashes = clashesOf(me, [later, walk, me, fine, earlier]);
      expect(clashes.map((clash) => [clash.kind, clash.other.id])).toEqual([
        ['overlap', 'C'],
        ['overlap', 'B'],
        ['transfer', 'D'],
      ]);
    });
  });

  describe('texts', () => {
    it('writes durations in minutes and hours', () => {
      expect(formatMinutes(5)).toBe('5 min');
      expect(formatMinutes(60)).toBe('1 h');
      expect(formatMinutes(95)).toBe('1 h 35 min');
    });

    it('says which favorite clashes and by how much', () => {
      const a = event('A', '2026-03-09T09:30:00-05:00', '2026-03-09T10:30:00-05:00');
      const b = { ...event('B', '2026-03-09T10:00:00-05:00', '2026-03-09T11:00:00-05:00'), name: 'Keynote' };
      const overlap = clashBetween(a, b);
      expect(overlap && clashText(overlap)).toBe('Overlaps \u201cKeynote\u201d by 30 min');
      const show = { ...event('C', '2026-03-09T10:35:00-05:00', null, mohawk), name: 'Showcase' };
      const transfer = clashBetween(a, show);
      expect(transfer && clashText(transfer)).toBe(
        'Only 5 min to get from Salon C to Mohawk (about 10 min on foot) before \u201cShowcase\u201d',
      );
      const back = clashBetween(show, a);
      expect(back && clashText(back)).toBe(
        'Only 5 min to get from Salon C to Mohawk (about 10 min on foot) after \u201cEvent A\u201d',
      );
    });
  });
});
