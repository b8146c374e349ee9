import type { FavoriteType, InterestedResponse } from '@conf/contract';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { favoritesDb } from './table.ts';

/** At most this many people are listed (the widget's expanded size, spec section 9). */
export const MAX_INTERESTED = 60;

/**
 * "Who's interested" in an item: `total` counts everyone who favorited it; `public` counts those who
 * allow being shown (their `show_in_interested` setting, off by default); `users` lists up to 60 of
 * the latter in random order, with only the fields the widget shows.
 */
export async function interestedIn(
  db: Database,
  year: number,
  type: FavoriteType,
  id: string,
  max: number = MAX_INTERESTED,
): Promise<InterestedResponse> {
  const k = favoritesDb(db);
  const ofItem = k
    .selectFrom('favorites')
    .innerJoin('users', 'users.id', 'favorites.user_id')
    .where('favorites.year', '=', year)
    .where('favorites.item_type', '=', type)
    .where('favorites.item_id', '=', id);
  const counts = await ofItem
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where users.show_in_interested))::int`.as('public'),
    ])
    .executeTakeFirstOrThrow();
  const users = await ofItem
    .where('users.show_in_interested', '=', true)
    .select(['users.uid', 'users.first_name', 'users.last_name', 'users.image_url'])
    .orderBy(sql`random()`)
    .limit(max)
    .execute();
  return { public: Number(counts.public), total: Number(counts.total), users };
}
