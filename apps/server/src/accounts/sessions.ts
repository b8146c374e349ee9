import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { accountsDb } from './tables.ts';
import { toUser, USER_COLUMNS, type User } from './users.ts';

/**
 * Server-side sessions in PostgreSQL, so that any instance serves any user. The cookie carries a
 * random 32-byte id; the table keeps only its SHA-256, with the user, the session's CSRF token and
 * its times. Expiry slides: each use (at most every few minutes, to spare writes) pushes it back by
 * the session lifetime.
 */
export interface Session {
  idHash: string;
  user: User;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** How often a session in use is written back (last seen, expiry). */
export const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface CreatedSession {
  /** The cookie value (never stored). */
  id: string;
  csrfToken: string;
  expiresAt: Date;
}

export async function createSession(db: Database, userId: number, ttlMs: number): Promise<CreatedSession> {
  const id = newSecret();
  const csrfToken = newSecret();
  const now = Date.now();
  const expiresAt = new Date(now + ttlMs);
  await accountsDb(db)
    .insertInto('sessions')
    .values({
      id_hash: hashSecret(id),
      user_id: userId,
      csrf_token: csrfToken,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { id, csrfToken, expiresAt };
}

/** The live session of a cookie value, with its user; null when unknown, malformed or expired. */
export async function loadSession(db: Database, id: string): Promise<Session | null> {
  if (!ID_PATTERN.test(id)) return null;
  const row = await accountsDb(db)
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      ...USER_COLUMNS,
      'sessions.id_hash',
      'sessions.csrf_token',
      'sessions.last_seen_at',
      'sessions.expires_at',
    ])
    .where('sessions.id_hash', '=', hashSecret(id))
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  const { id_hash, csrf_token, last_seen_at, expires_at, ...user } = row;
  return {
    idHash: id_hash,
    user: toUser(user),
    csrfToken: csrf_token,
    lastSeenAt: new Date(last_seen_at),
    expiresAt: new Date(expires_at),
  };
}

/** Whether a session was last written long enough ago to be written again. */
export function needsTouch(session: Session, now: number = Date.now()): boolean {
  return now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
}

/** Records a use of the session and pushes its expiry back; returns the new expiry. */
export async function touchSession(db: Database, session: Session, ttlMs: number): Promise<Date> {
  const now = Date.now();
  const expiresAt = new Date(now + ttlMs);
  await accountsDb(db)
    .updateTable('sessions')
    .set({ last_seen_at: new Date(now).toISOString(), expires_at: expiresAt.toISOString() })
    .where('id_hash', '=', session.idHash)
    .execute();
  return expiresAt;
}

export async function destroySession(db: Database, idHash: string): Promise<void> {
  await accountsDb(db).deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Deletes every expired session and pending OpenID Connect login (housekeeping at sign-in). */
export async function deleteExpired(db: Database): Promise<void> {
  const now = new Date();
  const k = accountsDb(db);
  await k.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await k.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
}
