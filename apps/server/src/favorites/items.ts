import type { FavoriteType } from '@conf/contract';
import type { Database } from '../db/database.ts';

/**
 * Whether the catalogue record a favorite would point at exists in `year` (favorites are kept per
 * conference year; the favorite routes have no year, so they use the landing year). An attendee who
 * opted out of the directory cannot be favorited: to everyone else they do not exist.
 */
export async function favoriteItemExists(
  db: Database,
  year: number,
  type: FavoriteType,
  id: string,
): Promise<boolean> {
  const k = db.kysely;
  if (type === 'attendee') {
    const attendee = await k
      .selectFrom('attendees')
      .select('uid')
      .where('year', '=', year)
      .where('uid', '=', id)
      .where('directory_opt_out', '=', false)
      .executeTakeFirst();
    return attendee !== undefined;
  }
  const record = await k
    .selectFrom(CATALOGUE_TABLES[type])
    .select('id')
    .where('year', '=', year)
    .where('id', '=', id)
    .executeTakeFirst();
  return record !== undefined;
}

/** The catalogue table behind each favorite type keyed by `id` (attendees are keyed by `uid`). */
const CATALOGUE_TABLES = { event: 'events', entity: 'entities', venue: 'venues' } as const;

const LABELS: Record<FavoriteType, string> = {
  event: 'Event',
  entity: 'Record',
  venue: 'Venue',
  attendee: 'Attendee',
};

/** The 404 message for a missing item. */
export function missingItemMessage(type: FavoriteType, id: string, year: number): string {
  return `${LABELS[type]} '${id}' was not found in ${year}`;
}
