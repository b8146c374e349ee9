import type { Context, Next } from 'koa';
import { authorizeByBearer } from '../accounts/auth-context.ts';
import { checkEmbedToken, type TokenCheck } from '../accounts/embed-tokens.ts';
import type { Database } from '../db/database.ts';
import { type EmbedDocument, markedOperations } from './cors.ts';
import { badRequest, HttpError } from './errors.ts';
import { RouteTable } from './route-table.ts';

/**
 * Favorites tokens of embedding sites as `Authorization: Bearer …` (docs/decisions/0022-embed-sign-in.md):
 *
 * - accepted only on the operations openapi.yaml marks **`x-bearer: favorites`** (read my favorites,
 *   add and remove one, revoke the token); a bearer token sent to any other operation is a 400 (a
 *   header that operation does not take), so a token never reaches an account, staff or admin call;
 * - only from the site it was handed to: the request's `Origin` must be the token's, and still listed
 *   in EMBED_ORIGINS;
 * - a token that is unknown, expired or revoked is a 401 whose JSON message says which, with
 *   `WWW-Authenticate: Bearer error="invalid_token"`;
 * - a request with a bearer token is that token's only: the session cookie is not read (no cookie, so
 *   no CSRF exposure: the contract router skips the CSRF check for it).
 *
 * Other `Authorization` schemes (`Basic` of a staging proxy) are left alone.
 */

/** The scope every favorites token has, as openapi.yaml's `x-bearer` names it. */
export const FAVORITES_SCOPE = 'favorites';

const BEARER = /^Bearer +(\S*) *$/i;

function invalidToken(message: string): HttpError {
  return new HttpError(401, 'unauthorized', message, undefined, {
    'WWW-Authenticate': 'Bearer error="invalid_token"',
  });
}

/** The 401 of a token that is not (or no longer) good, saying why. */
export function refusal(check: Exclude<TokenCheck, { kind: 'valid' }>): HttpError {
  switch (check.kind) {
    case 'unknown':
      return invalidToken('This favorites token is not known: sign in again from the embedding site');
    case 'expired':
      return invalidToken(
        `This favorites token expired at ${check.expiredAt.toISOString()}: sign in again from the embedding site`,
      );
    case 'revoked':
      return invalidToken(
        `This favorites token was revoked at ${check.revokedAt.toISOString()} (signed out): sign in again from the embedding site`,
      );
  }
}

export interface BearerDeps {
  db: Database;
  document: EmbedDocument;
  /** EMBED_ORIGINS: the only origins a token is accepted from. */
  allowedOrigins: readonly string[];
  /** Epoch ms (tests move it past a token's expiry). */
  now: () => number;
}

/**
 * Koa middleware: authorises a request carrying a favorites token, or refuses it. Runs after CORS
 * (so refusals carry its headers) and before the session middleware.
 */
export function bearerMiddleware({ db, document, allowedOrigins, now }: BearerDeps) {
  const operations = markedOperations(document, 'x-bearer', FAVORITES_SCOPE);
  const table = new RouteTable(operations.map(([path, method]) => [path, method, true] as const));
  const allowed = new Set(allowedOrigins);
  const takesBearer = (method: string, path: string): boolean => {
    try {
      return table.match(method, path) !== null;
    } catch {
      return false;
    }
  };

  return async (ctx: Context, next: Next): Promise<void> => {
    const header = ctx.get('Authorization');
    if (!/^Bearer(\s|$)/i.test(header)) return next();
    if (!takesBearer(ctx.method, ctx.path)) {
      throw badRequest(
        `A favorites token (Authorization: Bearer) is not accepted by ${ctx.method} ${ctx.path}`,
        [
          {
            in: 'header',
            path: 'Authorization',
            message: 'only the favorite operations take a bearer token',
          },
        ],
      );
    }
    const token = BEARER.exec(header)?.[1] ?? '';
    const origin = ctx.get('Origin');
    if (!origin || !allowed.has(origin)) {
      throw invalidToken(
        `A favorites token is accepted only from a site in EMBED_ORIGINS; this request's Origin is ${origin || '(none)'}`,
      );
    }
    const check = await checkEmbedToken(db, token, now());
    if (check.kind !== 'valid') throw refusal(check);
    if (check.origin !== origin) {
      throw invalidToken(`This favorites token was given to ${check.origin}, not to ${origin}`);
    }
    authorizeByBearer(ctx, { user: check.user, idHash: check.idHash, origin });
    ctx.set('Cache-Control', 'private, no-store');
    return next();
  };
}
