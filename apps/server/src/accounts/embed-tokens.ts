import type { Database } from '../db/database.ts';
import { hashSecret, newSecret } from './sessions.ts';
import { accountsDb } from './tables.ts';
import { toUser, USER_COLUMNS, type User } from './users.ts';

/**
 * Favorites tokens of embedding sites (docs/decisions/0022-embed-sign-in.md). The sign-in popup
 * makes one for a signed-in user and one EMBED_ORIGINS site; the site's page sends it as
 * `Authorization: Bearer …` to the favorite operations. Like a session id, the token is 32 random
 * bytes and the table keeps only its SHA-256. Unlike a session it does not slide: it dies
 * {@link EMBED_TOKEN_TTL_MS} after it was made, or earlier when revoked.
 */

/** How long a token lives (fixed, not sliding): one hour. */
export const EMBED_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Tokens one account may make per hour (the sign-in popup's rate limit, like sign-ups per address). */
export const EMBED_TOKENS_PER_HOUR = 20;
/** Expired and revoked rows are kept this long (a refused call can say why), then deleted. */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type EmbedScope = 'favorites';

export interface MintedToken {
  /** The bearer token (never stored). */
  token: string;
  origin: string;
  scope: EmbedScope;
  expiresAt: Date;
}

/** Makes a token for `userId` and `origin` (an EMBED_ORIGINS entry: the caller checks). */
export async function mintEmbedToken(
  db: Database,
  input: { userId: number; origin: string; now: number },
): Promise<MintedToken> {
  const token = newSecret();
  const expiresAt = new Date(input.now + EMBED_TOKEN_TTL_MS);
  const k = accountsDb(db);
  await k
    .deleteFrom('embed_tokens')
    .where('expires_at', '<=', new Date(input.now - KEEP_AFTER_EXPIRY_MS))
    .execute();
  await k
    .insertInto('embed_tokens')
    .values({
      id_hash: hashSecret(token),
      user_id: input.userId,
      origin: input.origin,
      scope: 'favorites',
      created_at: new Date(input.now).toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, origin: input.origin, scope: 'favorites', expiresAt };
}

/** What a bearer token is worth: its user and origin, or why it is refused. */
export type TokenCheck =
  | { kind: 'valid'; idHash: string; user: User; origin: string; scope: EmbedScope; expiresAt: Date }
  | { kind: 'unknown' }
  | { kind: 'expired'; expiredAt: Date }
  | { kind: 'revoked'; revokedAt: Date };

/** Looks `token` up at time `now`. */
export async function checkEmbedToken(db: Database, token: string, now: number): Promise<TokenCheck> {
  if (!TOKEN_PATTERN.test(token)) return { kind: 'unknown' };
  const row = await accountsDb(db)
    .selectFrom('embed_tokens')
    .innerJoin('users', 'users.id', 'embed_tokens.user_id')
    .select([
      ...USER_COLUMNS,
      'embed_tokens.id_hash',
      'embed_tokens.origin',
      'embed_tokens.scope',
      'embed_tokens.expires_at',
      'embed_tokens.revoked_at',
    ])
    .where('embed_tokens.id_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!row) return { kind: 'unknown' };
  const { id_hash, origin, scope, expires_at, revoked_at, ...user } = row;
  if (revoked_at) return { kind: 'revoked', revokedAt: new Date(revoked_at) };
  const expiresAt = new Date(expires_at);
  if (expiresAt.getTime() <= now) return { kind: 'expired', expiredAt: expiresAt };
  return { kind: 'valid', idHash: id_hash, user: toUser(user), origin, scope, expiresAt };
}

/** Revokes one token (the embed signs out). */
export async function revokeEmbedToken(db: Database, idHash: string, now: number): Promise<void> {
  await accountsDb(db)
    .updateTable('embed_tokens')
    .set({ revoked_at: new Date(now).toISOString() })
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live token of an account (it signs out of the product). */
export async function revokeUserEmbedTokens(db: Database, userId: number, now: number): Promise<void> {
  await accountsDb(db)
    .updateTable('embed_tokens')
    .set({ revoked_at: new Date(now).toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .execute();
}
