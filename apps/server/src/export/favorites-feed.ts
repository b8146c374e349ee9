import { UTC_TIME_ZONE } from '@conf/core';
import { sql } from 'kysely';
import { type EventVenue, zonedIso } from '../catalog/records.ts';
import type { Database } from '../db/database.ts';
import { favoritesDb } from '../favorites/table.ts';
import { statusesDb } from '../statuses/table.ts';
import type { IcsEvent } from './ics.ts';
import { withLiveStatus } from './live-status.ts';

/**
 * What the private calendar feed of a user holds (`GET /calendar/{token}.ics`), read in three
 * queries whatever the number of favorites:
 *
 * - the events the user favorited, of every year;
 * - the events of the contributors (artists, persons) the user favorited, and the screenings of the
 *   films they favorited: favoriting a speaker or a film is asking to be told where and when it is
 *   on, and the feed is where a calendar learns that. Brands, exhibitors and presenters are left out
 *   (they sponsor or present many events; the user did not choose those);
 * - events without a time or a day are left out (nothing to put in a calendar yet; they appear once
 *   the programme schedules them);
 * - events not yet published (`publish_at` in the future) are left out, as in My Favorites; canceled
 *   events stay, so that the calendar shows them struck through (STATUS:CANCELLED) rather than
 *   silently dropping them; so do events venue staff set to `canceled` (see live-status.ts).
 *
 * The calendar's zone is the programme's (`details.time_zone` written by the importers), the most
 * common one among the events, else UTC. Times are absolute, so any zone gives the same
 * instants; the zone only decides how calendars label them.
 */

/** Entity roles whose events a favorited entity brings into the feed. */
const FOLLOWED_ROLES = ['contributor', 'film'] as const;
/** How deep a venue's parent chain is followed (a cycle in imported data must not loop). */
const MAX_VENUE_DEPTH = 32;

interface VenueRow {
  year: number;
  id: string;
  name: string;
  parent_id: string | null;
}

/** An event's venue and its top-level venue (`root`, null when it has no parent), as getEvent does. */
export function venueRefOf(
  venues: ReadonlyMap<string, VenueRow>,
  year: number,
  venueId: string | null,
): EventVenue | null {
  if (venueId === null) return null;
  const venue = venues.get(`${year}\u0000${venueId}`);
  if (!venue) return null;
  let root: VenueRow | undefined;
  let at = venue;
  for (let depth = 0; depth < MAX_VENUE_DEPTH && at.parent_id !== null; depth++) {
    const parent = venues.get(`${year}\u0000${at.parent_id}`);
    if (!parent || parent === venue) break;
    root = parent;
    at = parent;
  }
  return { id: venue.id, name: venue.name, root: root ? { id: root.id, name: root.name } : null };
}

/** The most common zone among the events' zones (ties: the first seen), else UTC. */
export function feedTimeZone(zones: readonly (string | null)[]): string {
  const counts = new Map<string, number>();
  for (const zone of zones) if (zone) counts.set(zone, (counts.get(zone) ?? 0) + 1);
  let best: string | null = null;
  for (const [zone, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = zone;
  return best ?? UTC_TIME_ZONE;
}

function zoneOf(details: unknown): string | null {
  const zone = (details as Record<string, unknown> | null)?.time_zone;
  return typeof zone === 'string' && zone.includes('/') ? zone : null;
}

/** (year, event id) of every event the feed holds, favorited or followed. */
async function feedKeys(db: Database, userId: number): Promise<{ year: number; id: string }[]> {
  const favorites = favoritesDb(db);
  const direct = favorites
    .selectFrom('favorites')
    .select(['year', 'item_id as id'])
    .where('user_id', '=', userId)
    .where('item_type', '=', 'event');
  const followed = favorites
    .selectFrom('favorites as f')
    .innerJoin('event_entities as l', (join) =>
      join.onRef('l.year', '=', 'f.year').onRef('l.entity_id', '=', 'f.item_id'),
    )
    .select(['l.year as year', 'l.event_id as id'])
    .where('f.user_id', '=', userId)
    .where('f.item_type', '=', 'entity')
    .where('l.role', 'in', FOLLOWED_ROLES);
  return direct.union(followed).execute();
}

export interface FeedOptions {
  /** Clock in epoch ms deciding what is published. */
  now: number;
  /** The site's origin: events get their page as URL. */
  siteUrl?: string;
}

/** The user's feed events (see the module comment), by start time, and the calendar's zone. */
export async function favoriteFeedEvents(
  db: Database,
  userId: number,
  opts: FeedOptions,
): Promise<{ events: IcsEvent[]; timeZone: string }> {
  const keys = await feedKeys(db, userId);
  if (keys.length === 0) return { events: [], timeZone: UTC_TIME_ZONE };
  const now = new Date(opts.now).toISOString();
  const rows = await statusesDb(db.kysely)
    .selectFrom('events')
    .leftJoin('event_statuses as live', (join) =>
      join.onRef('live.year', '=', 'events.year').onRef('live.event_id', '=', 'events.id'),
    )
    .select([
      'events.year',
      'events.id',
      'events.name',
      'events.description',
      'events.long_description',
      'events.start_time',
      'events.end_time',
      'events.date',
      'events.canceled',
      'events.venue_id',
      'events.details',
      'events.updated_at',
      'live.status as live_status',
      'live.updated_at as live_updated_at',
    ])
    .where(({ eb, refTuple, tuple }) =>
      eb(
        refTuple('events.year', 'events.id'),
        'in',
        keys.map((key) => tuple(key.year, key.id)),
      ),
    )
    .where((eb) =>
      eb.or([
        eb('events.publish_at', 'is', null),
        eb('events.publish_at', '<=', sql<Date>`${now}::timestamptz`),
      ]),
    )
    // Nothing to put in a calendar without a time or at least a day.
    .where((eb) => eb.or([eb('events.start_time', 'is not', null), eb('events.date', 'is not', null)]))
    .orderBy('events.start_time')
    .orderBy('events.year')
    .orderBy('events.id')
    .execute();
  const years = [...new Set(rows.map((row) => row.year))];
  const venueRows =
    years.length === 0
      ? []
      : await db.kysely
          .selectFrom('venues')
          .select(['year', 'id', 'name', 'parent_id'])
          .where('year', 'in', years)
          .execute();
  const venues = new Map(venueRows.map((v) => [`${v.year}\u0000${v.id}`, v] as const));
  // An event without a zone of its own is in its year's programme zone.
  const programmeZones = new Map(
    years.length === 0
      ? []
      : (
          await db.kysely
            .selectFrom('programmes')
            .select(['year', 'time_zone'])
            .where('year', 'in', years)
            .execute()
        ).map((p) => [p.year, p.time_zone] as const),
  );
  const site = opts.siteUrl?.replace(/\/+$/, '');
  const events = rows.map((row) =>
    withLiveStatus(
      {
        event_id: row.id,
        year: row.year,
        name: row.name,
        description: row.description,
        long_description: row.long_description,
        start_time: zonedIso(row.start_time, programmeZones.get(row.year) ?? UTC_TIME_ZONE),
        end_time: zonedIso(row.end_time, programmeZones.get(row.year) ?? UTC_TIME_ZONE),
        date: row.date,
        canceled: row.canceled,
        venue: venueRefOf(venues, row.year, row.venue_id),
        updated_at: row.updated_at,
        url: site ? `${site}/${row.year}/events/${encodeURIComponent(row.id)}` : null,
      },
      row.live_status && row.live_updated_at
        ? { status: row.live_status, updated_at: row.live_updated_at }
        : null,
    ),
  );
  return {
    events,
    timeZone: feedTimeZone(rows.map((row) => zoneOf(row.details) ?? programmeZones.get(row.year) ?? null)),
  };
}
