import type { SearchHit } from '@conf/api-client';
import type { SiteApi } from '../../api.ts';
import { runSearch } from '../../search/runSearch.ts';
import { allHits } from '../allPages.ts';
import {
  eventsStartingSoon,
  type NearbyEvent,
  type NearbyPlace,
  type NearbyQuery,
  placesNear,
  topLevelVenues,
  venueLocation,
  windowDates,
} from './nearby.ts';

export interface NearbyData {
  query: NearbyQuery;
  /** The venues to choose from (top-level ones, by name), with their locations where known. */
  places: NearbyPlace[];
  /** The chosen venue, when the address names a known one. */
  origin: NearbyPlace | null;
  /** The venues within the radius of the chosen one, nearest first. */
  near: (NearbyPlace & { meters: number })[];
  /** Events starting soon near the chosen venue; `null` before a venue is chosen. */
  events: NearbyEvent[] | null;
  /** What went wrong, in words for the visitor; `null` when nothing did. */
  problem: string | null;
  /** "Now" of the answer, ISO (the page says "from 2:15PM CT"). */
  now: string;
}

/** The building (top-level venue) of each venue, from the venues' parents. */
function buildingResolver(venueHits: readonly SearchHit[]): (venueId: string) => string {
  const parentOf = new Map(
    venueHits.map((hit) => {
      const parent = hit.type === 'venue' ? hit._source.parent_venue : null;
      return [hit._id, parent?.id ?? null] as const;
    }),
  );
  return (venueId) => {
    let current = venueId;
    for (let depth = 0; depth < 10; depth++) {
      const parent = parentOf.get(current);
      if (!parent) break;
      current = parent;
    }
    return current;
  };
}

/** A venue's location (GET /api/web/{year}/venues/{id}); `null` when unknown or unavailable. */
async function locationOf(api: SiteApi, year: number, id: string, signal: AbortSignal) {
  const { data } = await api.GET('/api/web/{year}/venues/{id}', { params: { path: { year, id } }, signal });
  return data ? venueLocation(data.location) : null;
}

/**
 * The nearby page's data at `now`: the venues (POST /search for venues, then each building's
 * record for its coordinates, as venue search hits carry no coordinates), and for a chosen venue
 * the events of the days of the window at the venues near it (POST /search with `date` and
 * `venue` filters), kept when they start within the window.
 */
export async function loadNearby(
  api: SiteApi,
  year: number | undefined,
  recordYear: number,
  query: NearbyQuery,
  now: Date,
  signal: AbortSignal,
  timeZone: string,
): Promise<NearbyData> {
  const base = { query, places: [], origin: null, near: [], events: null, now: now.toISOString() };
  const venueHits = await allHits((page) =>
    runSearch(api, year, { models: ['venue'], grouping: 'models', ...(page > 1 ? { page } : {}) }, signal),
  );
  if (typeof venueHits === 'string') return { ...base, problem: 'The venues could not be loaded right now.' };
  const places: NearbyPlace[] = await Promise.all(
    topLevelVenues(venueHits).map(async (venue) => ({
      ...venue,
      location: await locationOf(api, recordYear, venue.id, signal),
    })),
  );
  const located = places.filter((place) => place.location !== null);
  if (located.length === 0) {
    return { ...base, problem: 'Venue locations are not available, so nothing can be found nearby.' };
  }
  const origin = query.venueId === null ? null : (places.find((place) => place.id === query.venueId) ?? null);
  if (query.venueId === null) return { ...base, places: located, problem: null };
  if (!origin?.location) {
    return { ...base, places: located, problem: 'That venue is not on the list; choose one of the list.' };
  }
  const near = placesNear(origin, located, query.radiusMeters);
  const filters = [
    ...windowDates(now, query.windowMinutes, timeZone).map((date) => ({ field: 'date', value: date })),
    ...near.map((place) => ({ field: 'venue', value: place.id })),
  ];
  const eventHits = await allHits((page) =>
    runSearch(
      api,
      year,
      { models: ['event'], filters, grouping: 'date', ...(page > 1 ? { page } : {}) },
      signal,
    ),
  );
  if (typeof eventHits === 'string') {
    return { ...base, places: located, origin, near, problem: 'The events could not be loaded right now.' };
  }
  const buildingOf = buildingResolver(venueHits);
  const events = eventsStartingSoon(
    eventHits,
    near,
    (hit) => {
      const venue = hit.type === 'event' ? hit._source.venue : null;
      return venue ? buildingOf(venue.id) : null;
    },
    now,
    query.windowMinutes,
  );
  return { ...base, places: located, origin, near, events, problem: null };
}
