import type { ColumnType, Kysely } from 'kysely';
import type { AccountsDB, AccountTables } from '../accounts/tables.ts';
import type { Database } from '../db/database.ts';

/** The favorites table (migration 0004_user_activity). */
export interface FavoritesTable {
  user_id: number;
  year: number;
  item_type: 'attendee' | 'event' | 'entity' | 'venue';
  item_id: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

export type FavoritesDB = AccountsDB & { favorites: FavoritesTable };

/** The query builder with the favorites and account tables. */
export function favoritesDb(db: Database): Kysely<FavoritesDB> {
  return db.kysely.withTables<AccountTables & { favorites: FavoritesTable }>();
}
