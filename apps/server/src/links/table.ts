import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AccountTables } from '../accounts/tables.ts';
import type { DB } from '../db/schema.ts';

/**
 * The `user_links` table (migration 0005_user_links) as Kysely sees it. Like the favorites and
 * reservations tables it points at `users`, so it is added to the catalogue's `DB` with `withTables`
 * rather than listed in the shared schema.
 */

/** What a secret link opens: the calendar feed of the favorites, or the read-only schedule page. */
export const LINK_KINDS = ['calendar', 'schedule'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export interface UserLinksTable {
  id: Generated<number>;
  user_id: number;
  kind: LinkKind;
  /** 32 random bytes, base64url (43 characters). */
  token: string;
  created_at: ColumnType<Date, string | undefined, never>;
  revoked_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export type LinkTables = AccountTables & { user_links: UserLinksTable };

/** The query builder (or a transaction's) with the links and account tables. */
export function linksDb(kysely: Kysely<DB>): Kysely<DB & LinkTables> {
  return kysely.withTables<LinkTables>();
}
