import { describe, expect, it } from 'vitest';
import { groupVenues, type ListedVenue } from './venue-list.ts';
import { groupEventsByDay, type VenueEvent } from './venue-schedule.ts';

function event(id: string, start: string | null, name = id): VenueEvent {
  return { id, name, start_time: start, end_time: null, event_type: 'session', venue: null, canceled: false };
}

describe('groupEventsByDay', () => {
  it('groups by the Chicago day, even when the UTC day differs, and sorts by start then name', () => {
    const days = groupEventsByDay(
      [
        event('late', '2026-03-09T23:30:00-05:00'), // 04:30 UTC on Mar 10
        event('b', '2026-03-09T09:00:00-05:00', 'Beta'),
        event('a', '2026-03-09T09:00:00-05:00', 'Alpha'),
        event('utc', '2026-03-10T03:00:00Z'), // 10 PM on Mar 9 in Chicago
        event('next', '2026-03-10T08:00:00-05:00'),
      ],
      'America/Chicago',
    );
    expect(days.map((day) => [day.day, day.events.map((e) => e.id)])).toEqual([
      ['2026-03-09', ['a', 'b', 'utc', 'late']],
      ['2026-03-10', ['next']],
    ]);
  });

  it('puts events without a start last, on a day of their own', () => {
    const days = groupEventsByDay(
      [event('tba', null), event('x', '2026-03-11T10:00:00-05:00')],
      'America/Chicago',
    );
    expect(days.map((day) => day.day)).toEqual(['2026-03-11', '']);
  });
});

describe('groupVenues', () => {
  const venue = (id: string, name: string, parentId: string | null): ListedVenue => ({
    id,
    name,
    address: null,
    parentId,
  });

  it('puts rooms, and rooms of rooms, under their top-level venue, all by name', () => {
    const groups = groupVenues([
      venue('R2', 'Salon B', 'H'),
      venue('H', 'Hotel', null),
      venue('R1', 'Salon A', 'H'),
      venue('R1a', 'Salon A North', 'R1'),
      venue('C', 'Center', null),
    ]);
    expect(groups.map((g) => [g.venue.id, g.rooms.map((r) => r.id)])).toEqual([
      ['C', []],
      ['H', ['R1', 'R1a', 'R2']],
    ]);
  });

  it('shows a room whose parent is missing as a venue of its own', () => {
    expect(groupVenues([venue('R', 'Lost Room', 'GONE')]).map((g) => g.venue.id)).toEqual(['R']);
  });
});
