import { describe, expect, it } from 'vitest';
import { type NowNextEvent, nowAndNextByVenue, nowNextDays, nowNextPhase, previousDay } from './now-next.ts';

const CHICAGO = 'America/Chicago';
const ROOM_A = { id: 'V1', name: 'Ballroom A' };
const ROOM_B = { id: 'V2', name: 'Austin Room' };

interface Named extends NowNextEvent {
  id: string;
}

function event(id: string, start: string | null, end: string | null, venue = ROOM_A): Named {
  return { id, start_time: start, end_time: end, venue };
}

// 10:00 AM in Austin on the demo's second day (CDT, UTC-5).
const NOW = new Date('2026-03-10T10:00:00-05:00');

describe('nowNextPhase', () => {
  describe('given an event on now', () => {
    it('is now from the minute it starts', () => {
      expect(nowNextPhase(event('E', '2026-03-10T10:00:00-05:00', '2026-03-10T11:00:00-05:00'), NOW)).toBe(
        'now',
      );
    });

    it('is now until just before it ends', () => {
      expect(nowNextPhase(event('E', '2026-03-10T09:00:00-05:00', '2026-03-10T10:00:01-05:00'), NOW)).toBe(
        'now',
      );
    });
  });

  describe('given an event that ends exactly now', () => {
    it('is over: neither now nor next', () => {
      expect(
        nowNextPhase(event('E', '2026-03-10T09:00:00-05:00', '2026-03-10T10:00:00-05:00'), NOW),
      ).toBeNull();
    });
  });

  describe('given an event starting later', () => {
    it('is next when it starts exactly 60 minutes from now', () => {
      expect(nowNextPhase(event('E', '2026-03-10T11:00:00-05:00', '2026-03-10T12:00:00-05:00'), NOW)).toBe(
        'next',
      );
    });

    it('is not shown when it starts a minute after the hour', () => {
      expect(
        nowNextPhase(event('E', '2026-03-10T11:01:00-05:00', '2026-03-10T12:00:00-05:00'), NOW),
      ).toBeNull();
    });

    it('follows a shorter window when one is given', () => {
      expect(
        nowNextPhase(event('E', '2026-03-10T10:45:00-05:00', '2026-03-10T11:30:00-05:00'), NOW, 30),
      ).toBeNull();
    });
  });

  describe('given an event that spans midnight in the programme zone', () => {
    const party = event('P', '2026-03-10T23:00:00-05:00', '2026-03-11T01:30:00-05:00');

    it('is next at 10:15 PM and on now after midnight', () => {
      expect(nowNextPhase(party, new Date('2026-03-10T22:15:00-05:00'))).toBe('next');
      expect(nowNextPhase(party, new Date('2026-03-11T00:30:00-05:00'))).toBe('now');
      expect(nowNextPhase(party, new Date('2026-03-11T01:30:00-05:00'))).toBeNull();
    });

    it('is the same whatever offset its times are written with', () => {
      const utc = event('P', '2026-03-11T04:00:00Z', '2026-03-11T06:30:00Z');
      expect(nowNextPhase(utc, new Date('2026-03-11T00:30:00-05:00'))).toBe('now');
    });
  });

  describe('given an event without an end', () => {
    it('lasts one programme slot (60 minutes)', () => {
      const open = event('E', '2026-03-10T09:30:00-05:00', null);
      expect(nowNextPhase(open, NOW)).toBe('now');
      expect(nowNextPhase(open, new Date('2026-03-10T10:30:00-05:00'))).toBeNull();
    });
  });

  describe('given an event without a (readable) start', () => {
    it('is never shown', () => {
      expect(nowNextPhase(event('E', null, '2026-03-10T11:00:00-05:00'), NOW)).toBeNull();
      expect(nowNextPhase(event('E', 'soon', null), NOW)).toBeNull();
    });
  });
});

describe('nowAndNextByVenue', () => {
  it('groups by venue name, events on now before those next, each by start', () => {
    const events = [
      event('later-A', '2026-03-10T10:45:00-05:00', '2026-03-10T11:30:00-05:00', ROOM_A),
      event('soon-A', '2026-03-10T10:15:00-05:00', '2026-03-10T11:00:00-05:00', ROOM_A),
      event('on-A', '2026-03-10T09:30:00-05:00', '2026-03-10T10:30:00-05:00', ROOM_A),
      event('on-B', '2026-03-10T09:00:00-05:00', '2026-03-10T12:00:00-05:00', ROOM_B),
      event('over-B', '2026-03-10T08:00:00-05:00', '2026-03-10T10:00:00-05:00', ROOM_B),
      event('tomorrow-B', '2026-03-11T10:00:00-05:00', '2026-03-11T11:00:00-05:00', ROOM_B),
    ];
    const venues = nowAndNextByVenue(events, NOW);
    expect(
      venues.map(({ venue, now, next }) => ({
        venue: venue?.name,
        now: now.map((e) => e.id),
        next: next.map((e) => e.id),
      })),
    ).toEqual([
      { venue: 'Austin Room', now: ['on-B'], next: [] },
      { venue: 'Ballroom A', now: ['on-A'], next: ['soon-A', 'later-A'] },
    ]);
  });

  it('puts events without a venue last and leaves out venues with nothing on', () => {
    const events: Named[] = [
      { id: 'nowhere', start_time: '2026-03-10T10:30:00-05:00', end_time: null, venue: null },
      event('over', '2026-03-10T08:00:00-05:00', '2026-03-10T09:00:00-05:00', ROOM_B),
      event('on', '2026-03-10T09:30:00-05:00', '2026-03-10T10:30:00-05:00', ROOM_A),
    ];
    expect(nowAndNextByVenue(events, NOW).map(({ venue }) => venue?.name ?? null)).toEqual([
      'Ballroom A',
      null,
    ]);
  });

  it('answers nothing when nothing is on or next', () => {
    expect(
      nowAndNextByVenue([event('E', '2026-03-09T10:00:00-05:00', '2026-03-09T11:00:00-05:00')], NOW),
    ).toEqual([]);
  });
});

describe('nowNextDays', () => {
  it('asks for yesterday and today during the day, in the programme zone', () => {
    // 10 AM in Chicago is already 4 PM in UTC: still March 10 there.
    expect(nowNextDays(NOW, CHICAGO)).toEqual(['2026-03-09', '2026-03-10']);
  });

  it('adds tomorrow when the hour crosses midnight in the zone', () => {
    // 11:30 PM in Chicago is March 11 in UTC already; the window ends on March 11 in Chicago too.
    expect(nowNextDays(new Date('2026-03-10T23:30:00-05:00'), CHICAGO)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it('takes the calendar day before, even late on a 25-hour day', () => {
    // November 1, 2026: clocks go back at 2 AM in Chicago; 11:30 PM CST is 24.5 hours after midnight.
    expect(nowNextDays(new Date('2026-11-01T23:30:00-06:00'), CHICAGO, 15)).toEqual([
      '2026-10-31',
      '2026-11-01',
    ]);
  });
});

describe('previousDay', () => {
  it('crosses months and leap days', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });
});
