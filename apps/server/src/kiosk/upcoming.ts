import type { StatusCode, VenueMessage } from '@conf/core';
import type { BoardEvent } from '@conf/ui';
import { sql } from 'kysely';
import { zonedIso } from '../catalog/records.ts';
import type { Database } from '../db/database.ts';
import { programmeTimeZone } from '../programmes/store.ts';

/**
 * What kiosk, signage and engage screens show: the upcoming events of a year, with their live
 * statuses. "Upcoming" = published (publish_at empty or past) and not ended: the end time (the start
 * time when there is none) is after `now`; events without a start time are not on any board. Ordered
 * by start time, then id. Times are shown in the programme's zone by the components (TimeZoneProvider).
 */

/** At most this many events on one board (a whole festival has thousands; a screen shows far fewer). */
export const BOARD_LIMIT = 120;

export interface UpcomingQuery {
  year: number;
  now: Date;
  /** Only events in this venue or any of its rooms (any depth); every venue when undefined. */
  venueId?: string;
  limit?: number;
}

interface Row {
  id: string;
  name: string;
  start_time: Date;
  end_time: Date | null;
  event_type: string | null;
  venue_id: string | null;
  venue_name: string | null;
  status: StatusCode | null;
  message: VenueMessage | null;
}

export async function upcomingEvents(db: Database, query: UpcomingQuery): Promise<BoardEvent[]> {
  const now = query.now.toISOString();
  const venueFilter =
    query.venueId === undefined
      ? sql`true`
      : sql`e.venue_id in (
          with recursive tree(id) as (
            select id from venues where year = ${query.year} and id = ${query.venueId}
            union
            select v.id from venues v join tree on v.parent_id = tree.id where v.year = ${query.year}
          )
          select id from tree)`;
  const result = await sql<Row>`
    select e.id, e.name, e.start_time, e.end_time, e.event_type, e.venue_id, v.name as venue_name,
      s.status, s.message
    from events e
    left join venues v on v.year = e.year and v.id = e.venue_id
    left join event_statuses s on s.year = e.year and s.event_id = e.id
    where e.year = ${query.year}
      and e.start_time is not null
      and coalesce(e.end_time, e.start_time) > ${now}::timestamptz
      and (e.publish_at is null or e.publish_at <= ${now}::timestamptz)
      and ${venueFilter}
    order by e.start_time, e.id
    limit ${query.limit ?? BOARD_LIMIT}`.execute(db.kysely);
  const zone = await programmeTimeZone(db, query.year);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    start_time: zonedIso(new Date(row.start_time), zone),
    end_time: row.end_time ? zonedIso(new Date(row.end_time), zone) : null,
    event_type: row.event_type,
    venue: row.venue_id && row.venue_name ? { id: row.venue_id, name: row.venue_name } : null,
    status: row.status ?? 'none',
    message: row.message ?? '',
  }));
}

/**
 * The event an engage screen features: the one in the room now (started, not ended; the earliest
 * started when several overlap), else the next one; null when nothing is left. `events` are upcoming
 * (not ended) in start order.
 */
export function nowOrNext(
  events: readonly BoardEvent[],
  now: Date,
): { event: BoardEvent | null; when: 'now' | 'next' } {
  const started = events.find((e) => e.start_time !== null && Date.parse(e.start_time) <= now.getTime());
  if (started) return { event: started, when: 'now' };
  return { event: events[0] ?? null, when: 'next' };
}
