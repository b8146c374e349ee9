import type { Database } from '../db/database.ts';
import { accountsDb } from './tables.ts';

/**
 * Sign-in and sign-up throttling, kept in PostgreSQL so that every instance sees the same state.
 *
 * Two mechanisms (docs/decisions/0007-sign-in-abuse.md):
 *
 * - **Growing delays per (account, client address) pair** (`sign_in_failures`). A pair's first
 *   `freeFailures` failures cost nothing; after that, each further attempt of the pair must wait
 *   1 s, 2 s, 4 s … (doubling per failure, capped at `maxDelayMs`) after the pair's last failure, and
 *   is answered 429 with `Retry-After` only while it is inside that wait. Nobody else is affected:
 *   the same account from another address, or another account from the same address, signs in at
 *   once, so an attacker cannot lock a user out. A success clears the pair. Once a pair is waiting,
 *   each attempt claims the pair's next slot atomically before its password is checked (compare and
 *   set on the failure count), so parallel guesses cannot slip through together.
 * - **Fixed-window counters** (`auth_throttle`): failures from one address across all accounts (an
 *   address spraying many accounts) and sign-ups per address. An attempt is counted before it is
 *   checked (parallel guesses cannot slip past the maximum) and a successful sign-in takes its count
 *   back, so only failures (and attempts in flight) stay counted; past the maximum, attempts are
 *   refused until the window ends (`Retry-After` says when).
 *
 * Every function takes the time (`now`, ms since the epoch) from its caller, so that tests drive a
 * clock instead of sleeping.
 */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Growing delays of a pair. */
export interface DelayPolicy {
  /** Failures of a pair before its attempts start to wait. */
  freeFailures: number;
  /** The longest wait, in ms. */
  maxDelayMs: number;
}

/** An account (the normalized email of the form, known or not) seen from one client address. */
export interface Pair {
  account: string;
  address: string;
}

export interface PairState {
  failures: number;
  last_failure_at: Date;
  next_attempt_at: Date;
}

/** The first wait, after `freeFailures` failures; each further failure doubles it. */
export const FIRST_DELAY_MS = 1000;
/** A pair's failures are forgotten this long after its last one (and counter rows this long after their window began). */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const iso = (ms: number) => new Date(ms).toISOString();

/** How long a pair waits after its failure number `failures` (0 while it has failures to spare). */
export function delayAfterFailures(failures: number, policy: DelayPolicy): number {
  if (failures < policy.freeFailures) return 0;
  // 2^40 s is far beyond any cap: the exponent stops there so that the figure stays finite.
  const doublings = Math.min(failures - policy.freeFailures, 40);
  return Math.min(policy.maxDelayMs, FIRST_DELAY_MS * 2 ** doublings);
}

/** Whether a pair's attempts must wait for their slot (it has failed often enough, recently enough). */
export function isWaiting(state: PairState | undefined, policy: DelayPolicy, now: number): boolean {
  return (
    state !== undefined &&
    state.failures >= policy.freeFailures &&
    now - new Date(state.last_failure_at).getTime() < FORGET_AFTER_MS
  );
}

/** Seconds a pair must still wait before its next attempt (0: it may try now). */
export function pairSecondsLeft(state: PairState | undefined, policy: DelayPolicy, now: number): number {
  if (!state || !isWaiting(state, policy, now)) return 0;
  const left = new Date(state.next_attempt_at).getTime() - now;
  return left > 0 ? seconds(left) : 0;
}

/** Seconds to wait when a counter is past its maximum (0 when within it or its window has ended). */
export function secondsLeft(
  row: { count: number; window_start: Date },
  limit: Limit,
  now: number = Date.now(),
): number {
  const ends = new Date(row.window_start).getTime() + limit.windowMs;
  if (ends <= now || row.count <= limit.max) return 0;
  return seconds(ends - now);
}

async function readPair(db: Database, pair: Pair): Promise<PairState | undefined> {
  return accountsDb(db)
    .selectFrom('sign_in_failures')
    .select(['failures', 'last_failure_at', 'next_attempt_at'])
    .where('account', '=', pair.account)
    .where('address', '=', pair.address)
    .executeTakeFirst();
}

/**
 * Asks for an attempt of `pair`: 0 when it may go ahead (a waiting pair's slot is then taken: its next
 * attempt waits again until this one has failed or succeeded), else the seconds it must still wait.
 */
export async function claimPairAttempt(
  db: Database,
  pair: Pair,
  policy: DelayPolicy,
  now: number,
): Promise<number> {
  // A claim fails only when another attempt of the same pair changed the row meanwhile; the next
  // reading then shows that attempt's wait. Three readings are plenty; past them, wait a second.
  for (let reading = 0; reading < 3; reading++) {
    const state = await readPair(db, pair);
    const left = pairSecondsLeft(state, policy, now);
    if (left > 0) return left;
    if (!state || !isWaiting(state, policy, now)) return 0;
    const claimed = await accountsDb(db)
      .updateTable('sign_in_failures')
      .set({ next_attempt_at: iso(now + delayAfterFailures(state.failures, policy)) })
      .where('account', '=', pair.account)
      .where('address', '=', pair.address)
      .where('failures', '=', state.failures)
      .where('next_attempt_at', '<=', new Date(now))
      .returning('failures')
      .executeTakeFirst();
    if (claimed) return 0;
  }
  return 1;
}

/** Records a failed attempt of `pair` and starts its wait (none while it has failures to spare). */
export async function recordPairFailure(
  db: Database,
  pair: Pair,
  policy: DelayPolicy,
  now: number,
): Promise<void> {
  const forgotten = iso(now - FORGET_AFTER_MS);
  const row = await accountsDb(db)
    .insertInto('sign_in_failures')
    .values({ ...pair, failures: 1, last_failure_at: iso(now), next_attempt_at: iso(now) })
    .onConflict((oc) =>
      oc.columns(['account', 'address']).doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('sign_in_failures.last_failure_at', '<=', forgotten)
          .then(1)
          .else(eb('sign_in_failures.failures', '+', 1))
          .end(),
        last_failure_at: iso(now),
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  // The wait of this failure count; a concurrent failure that counted past it sets its own (longer).
  await accountsDb(db)
    .updateTable('sign_in_failures')
    .set({ next_attempt_at: iso(now + delayAfterFailures(row.failures, policy)) })
    .where('account', '=', pair.account)
    .where('address', '=', pair.address)
    .where('failures', '=', row.failures)
    .execute();
}

/** Forgets a pair's failures (it signed in). */
export async function clearPair(db: Database, pair: Pair): Promise<void> {
  await accountsDb(db)
    .deleteFrom('sign_in_failures')
    .where('account', '=', pair.account)
    .where('address', '=', pair.address)
    .execute();
}

/**
 * Counts one attempt against `limit` (a new window starts when the last one has ended) and returns
 * how many seconds the caller must wait: 0 when the attempt may go ahead.
 */
export async function countAttempt(db: Database, limit: Limit, now: number): Promise<number> {
  const cutoff = iso(now - limit.windowMs);
  const row = await accountsDb(db)
    .insertInto('auth_throttle')
    .values({ key: limit.key, count: 1, window_start: iso(now) })
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
          .then(iso(now))
          .else(eb.ref('auth_throttle.window_start'))
          .end(),
      })),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return secondsLeft(row, limit, now);
}

/** Takes one attempt back (a sign-in that succeeded does not count against its address). */
export async function uncountAttempt(db: Database, key: string): Promise<void> {
  await accountsDb(db)
    .updateTable('auth_throttle')
    .set((eb) => ({ count: eb.fn<number>('greatest', [eb('count', '-', 1), eb.lit(0)]) }))
    .where('key', '=', key)
    .execute();
}

/** Deletes counters and pairs nobody has touched for {@link FORGET_AFTER_MS} (housekeeping at sign-in). */
export async function deleteStaleThrottleRows(db: Database, now: number): Promise<void> {
  const cutoff = new Date(now - FORGET_AFTER_MS);
  await accountsDb(db).deleteFrom('auth_throttle').where('window_start', '<', cutoff).execute();
  await accountsDb(db).deleteFrom('sign_in_failures').where('last_failure_at', '<', cutoff).execute();
}
