import { describe, expect, it } from 'vitest';
import { searchHit } from '../../test/fixtures.ts';
import { type DashboardEvent, dashboardDay, dashboardEvent } from './dashboardDay.ts';

function event(id: string, start: string, end: string | null = null): DashboardEvent {
  return {
    id,
    name: `Event ${id}`,
    startTime: start,
    endTime: end,
    date: start.slice(0, 10),
    venue: null,
    eventType: 'session',
    canceled: false,
  };
}

// Mon Mar 9 and Wed Mar 11, 2026, Central Daylight Time (UTC-5).
const MONDAY_MORNING = event('m1', '2026-03-09T09:00:00-05:00', '2026-03-09T10:00:00-05:00');
const MONDAY_NOON = event('m2', '2026-03-09T12:00:00-05:00', '2026-03-09T13:00:00-05:00');
const WEDNESDAY = event('w1', '2026-03-11T14:00:00-05:00', '2026-03-11T15:00:00-05:00');
const EVENTS = [WEDNESDAY, MONDAY_NOON, MONDAY_MORNING];

describe('dashboardDay', () => {
  describe('on a day with favorites still to come', () => {
    it('shows today’s events in start order', () => {
      const day = dashboardDay(EVENTS, new Date('2026-03-09T08:00:00-05:00'), 'America/Chicago');
      expect(day).toEqual({ kind: 'today', date: '2026-03-09', events: [MONDAY_MORNING, MONDAY_NOON] });
    });

    it('keeps an event in progress and drops the ones that ended', () => {
      const day = dashboardDay(EVENTS, new Date('2026-03-09T12:30:00-05:00'), 'America/Chicago');
      expect(day).toEqual({ kind: 'today', date: '2026-03-09', events: [MONDAY_NOON] });
    });

    it('takes the day in Central Time, not UTC', () => {
      // 03:00 UTC on the 10th is still the evening of the 9th in Chicago.
      const late = event('late', '2026-03-09T22:30:00-05:00', '2026-03-09T23:30:00-05:00');
      const day = dashboardDay([late], new Date('2026-03-10T03:00:00Z'), 'America/Chicago');
      expect(day).toMatchObject({ kind: 'today', date: '2026-03-09' });
    });
  });

  describe('when nothing more is on today', () => {
    it('shows the next day with favorites', () => {
      const day = dashboardDay(EVENTS, new Date('2026-03-09T18:00:00-05:00'), 'America/Chicago');
      expect(day).toEqual({ kind: 'next', date: '2026-03-11', events: [WEDNESDAY] });
    });

    it('shows the first day with favorites before the conference', () => {
      const day = dashboardDay(EVENTS, new Date('2026-01-15T12:00:00-06:00'), 'America/Chicago');
      expect(day).toEqual({ kind: 'next', date: '2026-03-09', events: [MONDAY_MORNING, MONDAY_NOON] });
    });
  });

  describe('after the last day with favorites', () => {
    it('shows the most recent day with favorites', () => {
      const day = dashboardDay(EVENTS, new Date('2026-11-22T12:00:00-06:00'), 'America/Chicago');
      expect(day).toEqual({ kind: 'past', date: '2026-03-11', events: [WEDNESDAY] });
    });
  });

  it('is empty without favorited events', () => {
    expect(dashboardDay([], new Date('2026-03-09T08:00:00-05:00'), 'America/Chicago')).toEqual({
      kind: 'empty',
    });
  });
});

describe('dashboardEvent', () => {
  it('reads an event hit of the favorites search', () => {
    const hit = searchHit('event', 'PP1', {
      name: 'Teaching With Games',
      start_time: '2026-03-09T09:30:00-05:00',
      end_time: '2026-03-09T10:30:00-05:00',
      date: '2026-03-09',
      venue: { id: 'V2', name: 'Room 4AB' },
      event_type: 'session',
      canceled: true,
    });
    expect(dashboardEvent(hit, 'America/Chicago')).toEqual({
      id: 'PP1',
      name: 'Teaching With Games',
      startTime: '2026-03-09T09:30:00-05:00',
      endTime: '2026-03-09T10:30:00-05:00',
      date: '2026-03-09',
      venue: { id: 'V2', name: 'Room 4AB' },
      eventType: 'session',
      canceled: true,
    });
  });

  it('leaves out other models and events without a day', () => {
    expect(dashboardEvent(searchHit('artist', 'A1', { name: 'Ada' }), 'America/Chicago')).toBeNull();
    expect(dashboardEvent(searchHit('event', 'E1', { name: 'Sometime' }), 'America/Chicago')).toBeNull();
  });

  it('derives the day from the start time when the date is missing', () => {
    const hit = searchHit('event', 'E2', { start_time: '2026-03-10T02:00:00Z' });
    expect(dashboardEvent(hit, 'America/Chicago')?.date).toBe('2026-03-09');
  });
});
