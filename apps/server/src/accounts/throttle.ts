import type { Database } from '../db/database.ts';
import { accountsDb } from './tables.ts';

/**
 * Fixed-window counters in PostgreSQL (shared by every instance): sign-in attempts per account and per
 * address, sign-ups per address. An attempt is counted before it is checked, so parallel guesses
 * cannot slip past the limit; past the maximum, attempts are refused until the window ends, and the
 * refusal says when (Retry-After).
 */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Counter rows older than this are deleted by {@link deleteStaleCounters}. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Seconds to wait when a counter is past its maximum (0 when within it or its window has ended). */
export function secondsLeft(
  row: { count: number; window_start: Date },
  limit: Limit,
  now: number = Date.now(),
): number {
  const ends = new Date(row.window_start).getTime() + limit.windowMs;
  if (ends <= now || row.count <= limit.max) return 0;
  return Math.max(1, Math.ceil((ends - now) / 1000));
}

/**
 * Counts one attempt against `limit` (a new window starts when the last one has ended) and returns
 * how many seconds the caller must wait: 0 when the attempt may go ahead.
 */
export async function countAttempt(db: Database, limit: Limit): Promise<number> {
  const now = new Date();
  const cutoff = new Date(now.getTime() - limit.windowMs).toISOString();
  const row = await accountsDb(db)
    .insertInto('auth_throttle')
    .values({ key: limit.key, count: 1, window_start: now.toISOString() })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('auth_throttle.window_start', '<=', cutoff)
          .then(1)
          .else(eb('auth_throttle.count', '+', 1))
          .end(),
        window_start: eb
          .case()
          .when('auth_throttle.window_start', '<=', cutoff)
          .then(now.toISOString())
          .else(eb.ref('auth_throttle.window_start'))
          .end(),
      })),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return secondsLeft(row, limit, now.getTime());
}

/** Counts one attempt against each limit; the longest wait among them (0: go ahead). */
export async function countAttempts(db: Database, limits: readonly Limit[]): Promise<number> {
  let wait = 0;
  for (const limit of limits) wait = Math.max(wait, await countAttempt(db, limit));
  return wait;
}

/** Forgets a counter (an account's failures after a successful sign-in). */
export async function resetCounter(db: Database, key: string): Promise<void> {
  await accountsDb(db).deleteFrom('auth_throttle').where('key', '=', key).execute();
}

/** Takes one attempt back (a sign-in that succeeded does not count against its address). */
export async function uncountAttempt(db: Database, key: string): Promise<void> {
  await accountsDb(db)
    .updateTable('auth_throttle')
    .set((eb) => ({ count: eb.fn<number>('greatest', [eb('count', '-', 1), eb.lit(0)]) }))
    .where('key', '=', key)
    .execute();
}

export async function deleteStaleCounters(db: Database): Promise<void> {
  const cutoff = new Date(Date.now() - STALE_AFTER_MS);
  await accountsDb(db).deleteFrom('auth_throttle').where('window_start', '<', cutoff).execute();
}
