import { getEvent } from '../catalog/queries.ts';
import type { Database } from '../db/database.ts';
import { statusesDb } from '../statuses/table.ts';
import type { IcsEvent } from './ics.ts';
import { withLiveStatus } from './live-status.ts';

/**
 * The {@link IcsEvent} of a stored event (its API record plus `updated_at` and the zone it was
 * imported in, with venue staff's live status: see live-status.ts), or `null` when there is no such
 * event. The one database read the .ics routes need.
 */
export async function icsEventOf(
  db: Database,
  year: number,
  id: string,
  opts: { siteUrl?: string } = {},
): Promise<{ event: IcsEvent; timeZone: string | null } | null> {
  const record = await getEvent(db, year, id);
  if (!record) return null;
  const row = await db.kysely
    .selectFrom('events')
    .select(['updated_at', 'details'])
    .where('year', '=', year)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const details = (row.details ?? {}) as Record<string, unknown>;
  const timeZone =
    typeof details.time_zone === 'string' && details.time_zone.includes('/') ? details.time_zone : null;
  const url = opts.siteUrl
    ? `${opts.siteUrl.replace(/\/$/, '')}/${year}/events/${encodeURIComponent(id)}`
    : null;
  const live = await statusesDb(db.kysely)
    .selectFrom('event_statuses')
    .select(['status', 'updated_at'])
    .where('year', '=', year)
    .where('event_id', '=', id)
    .executeTakeFirst();
  return { event: withLiveStatus({ ...record, updated_at: row.updated_at, url }, live), timeZone };
}
