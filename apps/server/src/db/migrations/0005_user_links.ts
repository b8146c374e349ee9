import { sqlMigration } from './sql-migration.ts';

/**
 * Secret links a user hands out: the private calendar subscription feed of their favorites
 * (`calendar`, `/calendar/{token}.ics`) and the read-only page of their schedule (`schedule`,
 * `/schedule/{token}`).
 *
 * - The token is 32 random bytes in base64url (43 characters), stored as it is: its owner must be
 *   able to see the link again on every visit to the settings, which a hash would not allow (the
 *   link grants read access to favorites only, nothing that signs in or changes anything).
 * - A link is never deleted but revoked (`revoked_at`): turning it off, or rotating it, stops the old
 *   token at once, and a revoked token is never handed out again (`token` is unique over all rows).
 * - At most one live link per user and kind (the partial unique index), so two tabs turning the
 *   share on at once cannot leave two.
 */
const UP = [
  `create table user_links (
    id integer generated always as identity primary key,
    user_id integer not null references users (id) on delete cascade,
    kind text not null check (kind in ('calendar', 'schedule')),
    token text not null unique check (token ~ '^[A-Za-z0-9_-]{43}$'),
    created_at timestamptz not null default now(),
    revoked_at timestamptz,
    check (revoked_at is null or revoked_at >= created_at)
  )`,
  'create unique index user_links_live on user_links (user_id, kind) where revoked_at is null',
];

const DOWN = ['drop table if exists user_links'];

export const { up, down } = sqlMigration(UP, DOWN);
