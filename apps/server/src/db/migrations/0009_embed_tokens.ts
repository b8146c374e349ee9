import { sqlMigration } from './sql-migration.ts';

/**
 * Favorites tokens of embedding sites (issue 17, docs/decisions/0022-embed-sign-in.md): what the
 * sign-in popup hands a page of an EMBED_ORIGINS site, sent back as `Authorization: Bearer …`.
 *
 * - `id_hash` is the SHA-256 of the random token, never the token itself (like `sessions`).
 * - `origin` is the site it was handed to: a call with it from another origin is refused.
 * - `scope` is what it may do; only `favorites` exists.
 * - `revoked_at` is set when the embed signs out or the account signs out of the product, so that a
 *   refused call can say why; rows go a day after they expire (housekeeping when a token is made).
 */
const UP = [
  `create table embed_tokens (
    id_hash text primary key,
    user_id integer not null references users (id) on delete cascade,
    origin text not null check (origin <> ''),
    scope text not null check (scope in ('favorites')),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  'create index embed_tokens_user on embed_tokens (user_id)',
  'create index embed_tokens_expires on embed_tokens (expires_at)',
];

const DOWN = ['drop table if exists embed_tokens'];

export const { up, down } = sqlMigration(UP, DOWN);
