import { sqlMigration } from './sql-migration.ts';

/**
 * Accounts: users (local password or OpenID Connect identities), their roles, server-side sessions,
 * pending OpenID Connect logins and the counters behind the sign-in rate limits.
 *
 * - `users.email` is unique without regard to case (`lower(email)`); `roles` is a set of
 *   attendee/staff/admin; `attendee_uid` links the account to its entry in the attendee directory.
 * - `sessions.id_hash` is the SHA-256 of the random id held by the cookie, never the id itself, so a
 *   leaked table does not hand out sessions. Any server instance serves any session.
 * - `oidc_logins` hold the PKCE verifier, state and nonce between the redirect to the identity
 *   provider and its return (keyed by the hash of a random id in a short-lived cookie).
 * - `auth_throttle` are fixed-window counters (failed sign-ins per account and per address, sign-ups
 *   per address), shared by every instance.
 */
const UP = [
  `create table users (
    id integer generated always as identity primary key,
    uid text not null unique check (uid <> ''),
    email text not null check (length(email) between 3 and 254),
    first_name text,
    last_name text,
    image_url text,
    password_hash text,
    roles text[] not null default '{attendee}'
      check (roles <@ array['attendee', 'staff', 'admin']::text[]),
    show_in_interested boolean not null default false,
    attendee_uid text unique,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create unique index users_email_lower on users (lower(email))',

  `create table identities (
    provider text not null,
    subject text not null,
    user_id integer not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (provider, subject)
  )`,
  'create index identities_user on identities (user_id)',

  `create table sessions (
    id_hash text primary key,
    user_id integer not null references users (id) on delete cascade,
    csrf_token text not null,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  'create index sessions_user on sessions (user_id)',
  'create index sessions_expires on sessions (expires_at)',

  `create table oidc_logins (
    id_hash text primary key,
    state text not null,
    nonce text not null,
    code_verifier text not null,
    redirect_uri text not null,
    origin text not null,
    expires_at timestamptz not null
  )`,
  'create index oidc_logins_expires on oidc_logins (expires_at)',

  `create table auth_throttle (
    key text primary key,
    count integer not null,
    window_start timestamptz not null
  )`,
];

const DOWN = ['auth_throttle', 'oidc_logins', 'sessions', 'identities', 'users'].map(
  (table) => `drop table if exists ${table}`,
);

export const { up, down } = sqlMigration(UP, DOWN);
