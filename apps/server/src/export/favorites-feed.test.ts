import { describe, expect, it } from 'vitest';
import { icsFileName } from '../routes/calendar.ts';
import { feedTimeZone, venueRefOf } from './favorites-feed.ts';
import type { IcsEvent } from './ics.ts';
import { withLiveStatus } from './live-status.ts';

describe('the favorites feed', () => {
  describe('feedTimeZone', () => {
    it('is the most common programme zone, UTC when none is known (never a guessed programme zone)', () => {
      expect(feedTimeZone([])).toBe('UTC');
      expect(feedTimeZone([null, null])).toBe('UTC');
      expect(feedTimeZone(['Europe/Brussels', null, 'Europe/Berlin', 'Europe/Berlin'])).toBe('Europe/Berlin');
      expect(feedTimeZone(['Europe/Brussels', 'Europe/Berlin'])).toBe('Europe/Brussels');
    });
  });

  describe('venueRefOf', () => {
    const venues = new Map(
      [
        { year: 2026, id: 'B', name: 'Building', parent_id: null },
        { year: 2026, id: 'F', name: 'Floor', parent_id: 'B' },
        { year: 2026, id: 'R', name: 'Room', parent_id: 'F' },
        { year: 2026, id: 'L1', name: 'Loop one', parent_id: 'L2' },
        { year: 2026, id: 'L2', name: 'Loop two', parent_id: 'L1' },
      ].map((v) => [`${v.year}\u0000${v.id}`, v] as const),
    );

    it('names the venue and its top-level venue', () => {
      expect(venueRefOf(venues, 2026, 'R')).toEqual({
        id: 'R',
        name: 'Room',
        root: { id: 'B', name: 'Building' },
      });
      expect(venueRefOf(venues, 2026, 'B')).toEqual({ id: 'B', name: 'Building', root: null });
    });

    it('answers null without a venue, for an unknown one, or another year’s', () => {
      expect(venueRefOf(venues, 2026, null)).toBeNull();
      expect(venueRefOf(venues, 2026, 'nope')).toBeNull();
      expect(venueRefOf(venues, 2025, 'R')).toBeNull();
    });

    it('stops on a parent cycle in imported data', () => {
      expect(venueRefOf(venues, 2026, 'L1')).toEqual({
        id: 'L1',
        name: 'Loop one',
        root: { id: 'L2', name: 'Loop two' },
      });
    });
  });

  describe('icsFileName', () => {
    it('keeps letters, digits, - and _ of the id', () => {
      expect(icsFileName(2026, 'PP100123')).toBe('event-2026-PP100123.ics');
      expect(icsFileName(2026, 'a "b"/c')).toBe('event-2026-a-b-c.ics');
      expect(icsFileName(2026, '"""')).toBe('event-2026-event.ics');
    });
  });

  describe('withLiveStatus', () => {
    const event: IcsEvent = {
      event_id: 'E',
      year: 2026,
      name: 'E',
      description: null,
      long_description: null,
      start_time: '2026-03-09T09:00:00-05:00',
      end_time: null,
      date: '2026-03-09',
      canceled: false,
      venue: null,
      updated_at: new Date('2026-03-01T00:00:00Z'),
    };

    it('leaves an event without live status as it is', () => {
      expect(withLiveStatus(event, null)).toBe(event);
    });

    it('cancels an event staff set to canceled, as changed when staff changed it', () => {
      const live = withLiveStatus(event, { status: 'canceled', updated_at: '2026-03-09T08:00:00Z' });
      expect(live.canceled).toBe(true);
      expect(new Date(live.updated_at).toISOString()).toBe('2026-03-09T08:00:00.000Z');
    });

    it('keeps the programme’s cancellation and its later change time', () => {
      const programme = { ...event, canceled: true, updated_at: new Date('2026-03-10T00:00:00Z') };
      const live = withLiveStatus(programme, { status: 'green', updated_at: '2026-03-09T08:00:00Z' });
      expect(live).toEqual(programme);
    });
  });
});
