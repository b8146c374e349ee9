import type { Favorite, FavoriteListLegacy, FavoriteType } from '@conf/contract';
import type { Database } from '../db/database.ts';
import { favoritesDb } from './table.ts';

/**
 * A user's favorites of one conference year. Writes are idempotent and safe when two tabs toggle the
 * same item at once: the primary key (user, year, type, id) with `on conflict do nothing` keeps at most
 * one row, and a delete of a missing row is not an error. Whatever order the requests land in, the
 * last one to reach the database decides, and every read after it agrees.
 */
export async function addFavorite(
  db: Database,
  userId: number,
  year: number,
  type: FavoriteType,
  id: string,
): Promise<void> {
  await favoritesDb(db)
    .insertInto('favorites')
    .values({ user_id: userId, year, item_type: type, item_id: id })
    .onConflict((oc) => oc.columns(['user_id', 'year', 'item_type', 'item_id']).doNothing())
    .execute();
}

export async function removeFavorite(
  db: Database,
  userId: number,
  year: number,
  type: FavoriteType,
  id: string,
): Promise<void> {
  await favoritesDb(db)
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .where('item_type', '=', type)
    .where('item_id', '=', id)
    .execute();
}

/** The user's favorites among `ids` (of any type), in the order of `ids`. */
export async function favoritesAmong(
  db: Database,
  userId: number,
  year: number,
  ids: readonly string[],
): Promise<Favorite[]> {
  if (ids.length === 0) return [];
  const rows = await favoritesDb(db)
    .selectFrom('favorites')
    .select(['item_type', 'item_id'])
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .where('item_id', 'in', [...new Set(ids)])
    .execute();
  const order = new Map(ids.map((id, i) => [id, i] as const));
  return rows
    .map((row) => ({ id: row.item_id, type: row.item_type }))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0) || a.type.localeCompare(b.type));
}

/** Every favorite of the user in `year`, oldest first. */
export async function favoritesOf(db: Database, userId: number, year: number): Promise<Favorite[]> {
  const rows = await favoritesDb(db)
    .selectFrom('favorites')
    .select(['item_type', 'item_id'])
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .orderBy('created_at')
    .orderBy('item_type')
    .orderBy('item_id')
    .execute();
  return rows.map((row) => ({ id: row.item_id, type: row.item_type }));
}

/** The legacy `GET /favorite.json` body: ids per type. */
export function idsByType(favorites: readonly Favorite[]): FavoriteListLegacy {
  const list: FavoriteListLegacy = { attendee: [], event: [], entity: [], venue: [] };
  for (const favorite of favorites) list[favorite.type].push(favorite.id);
  return list;
}
