import { describe, expect, it } from 'vitest';
import { searchHit } from '../../test/fixtures.ts';
import {
  DEFAULT_RADIUS_METERS,
  DEFAULT_WINDOW_MINUTES,
  eventsStartingSoon,
  type NearbyPlace,
  placesNear,
  readNearbyQuery,
  topLevelVenues,
  windowDates,
  windowLabel,
} from './nearby.ts';

const CONVENTION_CENTER: NearbyPlace = {
  id: 'V1',
  name: 'Austin Convention Center',
  location: { latitude: 30.2635, longitude: -97.7396 },
};
const DRISKILL: NearbyPlace = {
  id: 'V2',
  name: 'The Driskill',
  location: { latitude: 30.2682, longitude: -97.7419 },
};
const MOODY: NearbyPlace = {
  id: 'V3',
  name: 'Moody Center',
  location: { latitude: 30.2817, longitude: -97.7331 },
};
const NOWHERE: NearbyPlace = { id: 'V4', name: 'Online', location: null };

describe('readNearbyQuery', () => {
  it('reads venue, window and radius', () => {
    expect(readNearbyQuery(new URLSearchParams('venue=V1&within=60&radius=2000'))).toEqual({
      venueId: 'V1',
      windowMinutes: 60,
      radiusMeters: 2000,
    });
  });

  it('defaults to 2 hours and 1 km, and to no venue', () => {
    expect(readNearbyQuery(new URLSearchParams('venue=&within=7&radius=abc'))).toEqual({
      venueId: null,
      windowMinutes: DEFAULT_WINDOW_MINUTES,
      radiusMeters: DEFAULT_RADIUS_METERS,
    });
    expect(DEFAULT_WINDOW_MINUTES).toBe(120);
  });
});

describe('topLevelVenues', () => {
  it('keeps the venues without a parent, by name', () => {
    const hits = [
      searchHit('venue', 'V2', { name: 'The Driskill', parent_venue: null }),
      searchHit('venue', 'V9', { name: 'Ballroom', parent_venue: { id: 'V2', name: 'The Driskill' } }),
      searchHit('venue', 'V1', { name: 'Austin Convention Center', parent_venue: null }),
      searchHit('event', 'E1', { name: 'Not a venue' }),
    ];
    expect(topLevelVenues(hits)).toEqual([
      { id: 'V1', name: 'Austin Convention Center' },
      { id: 'V2', name: 'The Driskill' },
    ]);
  });
});

describe('placesNear', () => {
  const places = [MOODY, NOWHERE, DRISKILL, CONVENTION_CENTER];

  it('gives the venue itself and those within the radius, nearest first', () => {
    const near = placesNear(CONVENTION_CENTER, places, 1000);
    expect(near.map((place) => [place.id, Math.round(place.meters / 10) * 10])).toEqual([
      ['V1', 0],
      ['V2', 570],
    ]);
  });

  it('reaches further with a greater radius, never to places without a location', () => {
    expect(placesNear(CONVENTION_CENTER, places, 5000).map((place) => place.id)).toEqual(['V1', 'V2', 'V3']);
  });

  it('finds nothing from a venue without a location', () => {
    expect(placesNear(NOWHERE, places, 5000)).toEqual([]);
  });
});

describe('windowDates', () => {
  it('is the day of now, in Central Time', () => {
    expect(windowDates(new Date('2026-03-09T14:00:00-05:00'), 120, 'America/Chicago')).toEqual([
      '2026-03-09',
    ]);
  });

  it('adds the next day when the window passes midnight', () => {
    expect(windowDates(new Date('2026-03-09T23:00:00-05:00'), 120, 'America/Chicago')).toEqual([
      '2026-03-09',
      '2026-03-10',
    ]);
  });
});

describe('eventsStartingSoon', () => {
  const near = [
    { ...CONVENTION_CENTER, meters: 0 },
    { ...DRISKILL, meters: 570 },
  ];
  const event = (id: string, start: string, venueId: string, extra: Record<string, unknown> = {}) =>
    searchHit('event', id, {
      name: `Event ${id}`,
      start_time: start,
      end_time: null,
      venue: { id: venueId, name: `Room of ${venueId}` },
      ...extra,
    });
  const buildingOf = (hit: ReturnType<typeof event>) => {
    const id = hit.type === 'event' ? (hit._source.venue?.id ?? '') : '';
    return id.startsWith('R') ? 'V2' : id;
  };
  const now = new Date('2026-03-09T14:00:00-05:00');

  it('keeps events starting within the window at near venues, by start then distance', () => {
    const hits = [
      event('late', '2026-03-09T16:30:00-05:00', 'V1'),
      event('soon-far', '2026-03-09T14:30:00-05:00', 'R7'),
      event('soon-here', '2026-03-09T14:30:00-05:00', 'V1'),
      event('started', '2026-03-09T13:59:00-05:00', 'V1'),
      event('elsewhere', '2026-03-09T14:10:00-05:00', 'V3'),
      event('canceled', '2026-03-09T14:20:00-05:00', 'V1', { canceled: true }),
      event('edge', '2026-03-09T16:00:00-05:00', 'V1'),
    ];
    const soon = eventsStartingSoon(hits, near, buildingOf, now, 120);
    expect(soon.map((e) => e.id)).toEqual(['soon-here', 'soon-far', 'edge']);
    expect(soon[1]).toMatchObject({
      building: { id: 'V2', name: 'The Driskill' },
      meters: 570,
      venueName: 'Room of R7',
    });
  });

  it('is empty when nothing starts soon', () => {
    expect(
      eventsStartingSoon([event('late', '2026-03-09T18:00:00-05:00', 'V1')], near, buildingOf, now, 60),
    ).toEqual([]);
  });
});

describe('windowLabel', () => {
  it('says minutes and hours', () => {
    expect([30, 60, 120].map(windowLabel)).toEqual(['30 minutes', '1 hour', '2 hours']);
  });
});
