import type { SearchHit } from '@conf/api-client';
import { type GeoPoint, isGeoPoint, withinRadius, zonedDateKey } from '@conf/core';

/**
 * The "nearby" page (the `nearby` feature), pure: the visitor picks the venue they are at, and
 * sees the events starting soon at venues around it, nearest first within each start time.
 *
 * Decisions (the spec names the feature only):
 * - Venues are the top-level ones (buildings): rooms share their building's address and
 *   coordinates, and "where am I" is answered by the building.
 * - "Soon" is the next 2 hours by default (enough to walk over and find a seat; choices 30 min,
 *   1, 2 and 4 hours). Events that already started are left out: one cannot go to them any more.
 * - "Near" is within 1 km by default (a 12-minute walk; choices 500 m, 1 km, 2 km, 5 km), by the
 *   great-circle distance between the venues' coordinates (@conf/core `distanceMeters`).
 */

export const WINDOW_CHOICES = [30, 60, 120, 240] as const;
export const DEFAULT_WINDOW_MINUTES = 120;
export const RADIUS_CHOICES = [500, 1000, 2000, 5000] as const;
export const DEFAULT_RADIUS_METERS = 1000;

/** The page's address parameters. */
export const NEARBY_PARAMS = { venue: 'venue', within: 'within', radius: 'radius' } as const;

/** A venue the visitor can stand at. */
export interface NearbyPlace {
  id: string;
  name: string;
  location: GeoPoint | null;
}

/** What the address asks for. */
export interface NearbyQuery {
  venueId: string | null;
  windowMinutes: number;
  radiusMeters: number;
}

function choice(param: string | null, choices: readonly number[], fallback: number): number {
  const value = param === null ? Number.NaN : Number(param);
  return choices.includes(value) ? value : fallback;
}

/** The query of the address; unknown values fall back to the defaults. */
export function readNearbyQuery(params: URLSearchParams): NearbyQuery {
  const venue = params.get(NEARBY_PARAMS.venue)?.trim() ?? '';
  return {
    venueId: venue === '' ? null : venue,
    windowMinutes: choice(params.get(NEARBY_PARAMS.within), WINDOW_CHOICES, DEFAULT_WINDOW_MINUTES),
    radiusMeters: choice(params.get(NEARBY_PARAMS.radius), RADIUS_CHOICES, DEFAULT_RADIUS_METERS),
  };
}

/** The top-level venues among venue search hits (those without a parent venue), by name. */
export function topLevelVenues(hits: readonly SearchHit[]): { id: string; name: string }[] {
  return hits
    .flatMap((hit) =>
      hit.type === 'venue' && !hit._source.parent_venue ? [{ id: hit._id, name: hit._source.name }] : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A venue's location from its record (`location.latitude` / `longitude`), or `null`. */
export function venueLocation(location: { latitude?: unknown; longitude?: unknown } | null | undefined) {
  return isGeoPoint(location) ? { latitude: location.latitude, longitude: location.longitude } : null;
}

/** The places within `radiusMeters` of `origin`, with their distance, nearest first (origin included). */
export function placesNear(origin: NearbyPlace, places: readonly NearbyPlace[], radiusMeters: number) {
  if (!origin.location) return [];
  return withinRadius(origin.location, places, (place) => place.location, radiusMeters).map(
    ({ place, meters }) => ({ ...place, meters }),
  );
}

/** The days in the programme's zone a window from `now` touches (one, or two across midnight). */
export function windowDates(now: Date, windowMinutes: number, timeZone: string): string[] {
  const end = new Date(now.getTime() + windowMinutes * 60_000);
  return [...new Set([zonedDateKey(now, timeZone), zonedDateKey(end, timeZone)])];
}

/** An event starting soon near the visitor. */
export interface NearbyEvent {
  id: string;
  name: string;
  startTime: string;
  endTime: string | null;
  venueName: string | null;
  /** The building the event is in. */
  building: { id: string; name: string };
  meters: number;
}

/**
 * Events of `hits` that start within `windowMinutes` from `now` (not before it), in one of the
 * `near` buildings (`buildingOf` gives an event's building id), by start time, then distance.
 * Canceled events are left out: nobody should walk over for them.
 */
export function eventsStartingSoon(
  hits: readonly SearchHit[],
  near: readonly (NearbyPlace & { meters: number })[],
  buildingOf: (hit: SearchHit) => string | null,
  now: Date,
  windowMinutes: number,
): NearbyEvent[] {
  const from = now.getTime();
  const to = from + windowMinutes * 60_000;
  const places = new Map(near.map((place) => [place.id, place]));
  return hits
    .flatMap((hit): NearbyEvent[] => {
      if (hit.type !== 'event') return [];
      const source = hit._source;
      if (source.canceled || source.start_time === null) return [];
      const start = Date.parse(source.start_time);
      const buildingId = buildingOf(hit);
      const place = buildingId === null ? undefined : places.get(buildingId);
      if (!place || Number.isNaN(start) || start < from || start > to) return [];
      return [
        {
          id: hit._id,
          name: source.name,
          startTime: source.start_time,
          endTime: source.end_time,
          venueName: source.venue?.name ?? null,
          building: { id: place.id, name: place.name },
          meters: place.meters,
        },
      ];
    })
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.meters - b.meters);
}

/** "2 hours", "30 minutes": a window choice in words. */
export function windowLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
