import { ASSUMED_EVENT_MINUTES, eventSpan, formatMinutes } from './durations.ts';
import { distanceMeters, type GeoPoint, isGeoPoint } from './geo.ts';

export { ASSUMED_EVENT_MINUTES, eventSpan, formatMinutes };

/**
 * Clashes among a user's favorite events (issue 16 item 1): two favorites that overlap, or that
 * leave too little time to walk from one venue to the other.
 *
 * The rules:
 * - **Instants, not wall clocks.** Start and end are ISO 8601 instants with an offset and are
 *   compared as milliseconds since the epoch, so an event across midnight or across a daylight
 *   saving change (America/Chicago's 2:00 AM that happens twice, or not at all) is as long as it
 *   really is. Only the labels are written in the programme's zone (by the caller).
 * - **Overlap**: the two intervals `[start, end)` share time. An event that ends when the next
 *   starts (back to back) does not overlap it. The overlap is reported in whole minutes, rounded up.
 * - **No end time**: the spec gives no duration, so an event without `end_time` is taken to last
 *   {@link ASSUMED_EVENT_MINUTES} minutes (one programme slot). An event without a start (or with an
 *   unreadable one) is never in a clash: there is no time to compare.
 * - **Walking between venues** ("tight transfer"): when two favorites do not overlap but the gap
 *   between the end of the first and the start of the second is shorter than the walk between their
 *   venues. Rooms of one building (the same root venue, or the same venue) need no walk. Venues whose
 *   walk is {@link NEXT_DOOR_WALK_MINUTES} minutes or less are next door (a programme's breaks cover
 *   that). Otherwise the walk is estimated from the venues' coordinates, at
 *   {@link WALKING_METERS_PER_MINUTE} metres a minute along a path {@link DETOUR_FACTOR} times the
 *   straight line; where either venue has no coordinates, the walk is taken to be
 *   {@link UNKNOWN_WALK_MINUTES} minutes. An event without a venue needs no walk.
 * - Canceled events are left out by the caller (they clash with nothing).
 */

/** Walking pace: 4.8 km/h. */
export const WALKING_METERS_PER_MINUTE = 80;
/** Streets are not straight lines: the walk is this many times the straight distance. */
export const DETOUR_FACTOR = 1.3;
/** Venues at most this many minutes' walk apart are next door: no walk is needed between them. */
export const NEXT_DOOR_WALK_MINUTES = 5;
/** The walk between two different buildings when either has no coordinates. */
export const UNKNOWN_WALK_MINUTES = 15;

const MINUTE_MS = 60_000;

/** Where an event takes place, as the clash rules need it. */
export interface ClashVenue {
  id: string;
  name: string;
  /** The top-level venue (the hotel of a salon); the venue itself when it is top-level. */
  rootId: string;
  /** The venue's (or its building's) coordinates, when known. */
  location: GeoPoint | null;
}

/** A favorite event, as the clash rules need it. */
export interface ClashEvent {
  id: string;
  name: string;
  /** ISO 8601 instant (with offset), or null. */
  start: string | null;
  end: string | null;
  venue: ClashVenue | null;
}

/** One problem between an event and another favorite. */
export type Clash =
  | {
      kind: 'overlap';
      /** The other favorite. */
      other: ClashEvent;
      /** How long the two run at the same time, in minutes (at least 1). */
      minutes: number;
    }
  | {
      kind: 'transfer';
      other: ClashEvent;
      /** Minutes between the end of the earlier event and the start of the later (0 or more). */
      gapMinutes: number;
      /** Minutes the walk between the two venues takes. */
      walkMinutes: number;
      /** Whether the other event comes first (the walk is from its venue to this one's). */
      otherFirst: boolean;
      from: ClashVenue;
      to: ClashVenue;
    };

/** Minutes of walk between two venues ({@link NEXT_DOOR_WALK_MINUTES} or less counts as 0). */
export function walkMinutes(a: ClashVenue | null, b: ClashVenue | null): number {
  if (!a || !b || a.id === b.id || a.rootId === b.rootId) return 0;
  if (!isGeoPoint(a.location) || !isGeoPoint(b.location)) return UNKNOWN_WALK_MINUTES;
  const minutes = Math.ceil(
    (distanceMeters(a.location, b.location) * DETOUR_FACTOR) / WALKING_METERS_PER_MINUTE,
  );
  return minutes <= NEXT_DOOR_WALK_MINUTES ? 0 : minutes;
}

/** The clash between `event` and `other`, if any (seen from `event`). */
export function clashBetween(event: ClashEvent, other: ClashEvent): Clash | null {
  const a = eventSpan(event);
  const b = eventSpan(other);
  if (!a || !b) return null;
  const shared = Math.min(a.end, b.end) - Math.max(a.start, b.start);
  if (shared > 0) return { kind: 'overlap', other, minutes: Math.ceil(shared / MINUTE_MS) };
  const otherFirst = b.end <= a.start;
  const gap = otherFirst ? a.start - b.end : b.start - a.end;
  const walk = walkMinutes(event.venue, other.venue);
  if (walk === 0 || gap >= walk * MINUTE_MS || !event.venue || !other.venue) return null;
  return {
    kind: 'transfer',
    other,
    gapMinutes: Math.floor(gap / MINUTE_MS),
    walkMinutes: walk,
    otherFirst,
    from: otherFirst ? other.venue : event.venue,
    to: otherFirst ? event.venue : other.venue,
  };
}

/**
 * The clashes of `event` with the other `favorites` (the event itself, by id, is skipped):
 * overlaps first, then tight transfers, each in the order of the other event's start.
 */
export function clashesOf(event: ClashEvent, favorites: readonly ClashEvent[]): Clash[] {
  const found = favorites.flatMap((other) => {
    if (other.id === event.id) return [];
    const clash = clashBetween(event, other);
    return clash ? [clash] : [];
  });
  const startOf = (clash: Clash) => eventSpan(clash.other)?.start ?? 0;
  return found.sort((x, y) => (x.kind === y.kind ? startOf(x) - startOf(y) : x.kind === 'overlap' ? -1 : 1));
}

/** The sentence of a clash, e.g. `Overlaps “Keynote” by 30 min`. */
export function clashText(clash: Clash): string {
  const name = `\u201c${clash.other.name}\u201d`;
  if (clash.kind === 'overlap') return `Overlaps ${name} by ${formatMinutes(clash.minutes)}`;
  const gap = clash.gapMinutes === 0 ? 'No time' : `Only ${formatMinutes(clash.gapMinutes)}`;
  const walk = formatMinutes(clash.walkMinutes);
  const direction = clash.otherFirst ? `after ${name}` : `before ${name}`;
  return `${gap} to get from ${clash.from.name} to ${clash.to.name} (about ${walk} on foot) ${direction}`;
}
