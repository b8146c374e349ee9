import { sqlMigration } from './sql-migration.ts';

/**
 * Sign-in guards (issue 11): growing delays per (account, client address) pair instead of a hard
 * account lock, and one server secret shared by every instance.
 *
 * - `sign_in_failures`: failed sign-ins of one account (its normalized email, known or not) from one
 *   client address. `next_attempt_at` is when that pair may try again (see accounts/throttle.ts);
 *   the row is deleted when the pair signs in, and forgotten a day after its last failure. Other
 *   addresses, and the right password from them, are not affected.
 * - `server_secrets`: secrets generated once by whichever instance needs one first (`insert … on
 *   conflict do nothing`), so that every instance uses the same: `csrf` keys the HMAC of the visitor
 *   CSRF token (security/csrf.ts) unless CSRF_SECRET is set.
 *
 * `auth_throttle` (0003) stays: fixed-window counters of sign-in failures per address and sign-ups
 * per address.
 */
const UP = [
  `create table sign_in_failures (
    account text not null,
    address text not null,
    failures integer not null check (failures > 0),
    last_failure_at timestamptz not null,
    next_attempt_at timestamptz not null,
    primary key (account, address)
  )`,
  'create index sign_in_failures_last on sign_in_failures (last_failure_at)',
  `create table server_secrets (
    name text primary key,
    value text not null check (length(value) >= 32),
    created_at timestamptz not null default now()
  )`,
];

const DOWN = ['server_secrets', 'sign_in_failures'].map((table) => `drop table if exists ${table}`);

export const { up, down } = sqlMigration(UP, DOWN);
