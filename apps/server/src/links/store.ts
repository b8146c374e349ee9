import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { type LinkKind, linksDb } from './table.ts';
import { isTokenShaped, newLinkToken } from './tokens.ts';

/**
 * Secret links of users (migration 0005_user_links): at most one live link per user and kind; turning
 * a link off or rotating it revokes the old token for good. Every write is safe under concurrent
 * requests: the partial unique index on live links decides, and rotation is one transaction.
 */

async function liveTokenIn(k: Kysely<DB>, userId: number, kind: LinkKind): Promise<string | null> {
  const row = await linksDb(k)
    .selectFrom('user_links')
    .select('token')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.token ?? null;
}

async function revokeIn(k: Kysely<DB>, userId: number, kind: LinkKind): Promise<void> {
  await linksDb(k)
    .updateTable('user_links')
    .set({ revoked_at: sql<string>`now()` })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Inserts a new live token unless one exists (then the existing one stays). */
async function insertLiveIn(k: Kysely<DB>, userId: number, kind: LinkKind): Promise<void> {
  await linksDb(k)
    .insertInto('user_links')
    .values({ user_id: userId, kind, token: newLinkToken() })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).where('revoked_at', 'is', null).doNothing())
    .execute();
}

/** The user's live token of that kind, or `null` when the link is off. */
export function liveToken(db: Database, userId: number, kind: LinkKind): Promise<string | null> {
  return liveTokenIn(db.kysely, userId, kind);
}

/** Turns the link on (an existing live link keeps its token) and answers the live token. */
export async function enableLink(db: Database, userId: number, kind: LinkKind): Promise<string> {
  await insertLiveIn(db.kysely, userId, kind);
  const token = await liveTokenIn(db.kysely, userId, kind);
  if (!token) throw new Error(`The ${kind} link of user ${userId} was revoked while it was being enabled`);
  return token;
}

/** Turns the link off: its token stops working at once. Nothing happens when it was off. */
export async function revokeLink(db: Database, userId: number, kind: LinkKind): Promise<void> {
  await revokeIn(db.kysely, userId, kind);
}

/** Replaces the live token (if any) by a new one, in one transaction; answers the new token. */
export async function rotateLink(db: Database, userId: number, kind: LinkKind): Promise<string> {
  return db.kysely.transaction().execute(async (trx) => {
    await revokeIn(trx, userId, kind);
    await insertLiveIn(trx, userId, kind);
    const token = await liveTokenIn(trx, userId, kind);
    if (!token) throw new Error(`The ${kind} link of user ${userId} could not be rotated`);
    return token;
  });
}

/** The id of the user whose live link of that kind has this token; `null` for anything else. */
export async function linkOwner(db: Database, kind: LinkKind, token: string): Promise<number | null> {
  if (!isTokenShaped(token)) return null;
  const row = await linksDb(db.kysely)
    .selectFrom('user_links')
    .select('user_id')
    .where('token', '=', token)
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
