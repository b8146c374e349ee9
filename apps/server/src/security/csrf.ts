import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { currentSession } from '../accounts/auth-context.ts';
import type { Database } from '../db/database.ts';
import { forbidden } from '../http/errors.ts';
import { hostCookieName } from './cookies.ts';
import { serverSecret } from './secrets.ts';

/**
 * CSRF protection (docs/decisions/0004-accounts.md, and 0007-sign-in-abuse.md for the visitor token).
 *
 * - A signed-in user's token belongs to their session: made at sign-in with the session (so a new one
 *   each sign-in), stored in the sessions table, gone at sign-out.
 * - A visitor has no session row (a database write per anonymous page view is not worth it). Their
 *   cookie holds a random visitor id; their token is an HMAC of that id under a server secret (the
 *   same on every instance: CSRF_SECRET, else one kept in the database). Only the server can make a
 *   token, so a cookie and form field that an attacker made up together do not match (a plain
 *   "cookie equals field" check would accept any pair an attacker could plant). Over TLS the cookie
 *   is `__Host-conf_csrf`, which browsers accept only from this very host over https: a sibling
 *   subdomain or a plain-http page cannot plant it, so an attacker cannot put their own valid
 *   (id, token) pair into a victim's browser either. The token guards the visitor's only
 *   state-changing requests: sign-in, sign-up and analytics (login CSRF).
 *
 * The HTML shell renders the token into `<meta name="csrf-token">`; every state-changing request must
 * send it back as `X-CSRF-Token` (JSON calls) or as the form field `authenticity_token` (form posts).
 * A cross-site page can read neither the cookie nor the meta tag, so it cannot forge either.
 */
export const CSRF_COOKIE = 'conf_csrf';
/** The name of the server secret in the database (security/secrets.ts). */
export const CSRF_SECRET_NAME = 'csrf';
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new random visitor id (the cookie's value). */
export function newVisitorId(): string {
  return randomBytes(32).toString('base64url');
}

/** The CSRF token of a visitor id: HMAC-SHA256 under the server secret, base64url. */
export function visitorToken(secret: string, visitorId: string): string {
  return createHmac('sha256', secret).update(`visitor-csrf:${visitorId}`).digest('base64url');
}

/** CSRF_SECRET when set, else the secret kept in the database (made at the first start). */
export async function loadCsrfSecret(db: Database, configured: string | undefined): Promise<string> {
  return configured ?? serverSecret(db, CSRF_SECRET_NAME);
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function sentToken(ctx: Context): string {
  const body = (ctx.request as { body?: unknown }).body;
  const formToken =
    body &&
    typeof body === 'object' &&
    typeof (body as Record<string, unknown>).authenticity_token === 'string'
      ? ((body as Record<string, unknown>).authenticity_token as string)
      : '';
  return ctx.get('X-CSRF-Token') || formToken;
}

export interface Csrf {
  /** The token this request's page must send back: the session's, or the visitor's (cookie set if missing). */
  ensureToken: (ctx: Context) => string;
  /** Gives the visitor a new id (at sign-out: a token seen while signed in is not reused). */
  rotateVisitor: (ctx: Context) => void;
  /** Throws 403 unless the request carries its session's (or, for a visitor, its cookie's) token. */
  verify: (ctx: Context) => void;
}

export function csrfGuard(secret: string): Csrf {
  const cookieName = (ctx: Context) => hostCookieName(CSRF_COOKIE, ctx.secure);

  function setVisitorId(ctx: Context, id: string): void {
    ctx.cookies.set(cookieName(ctx), id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      overwrite: true,
      path: '/',
    });
  }

  /** The visitor id of the request's cookie (only the `__Host-` one over TLS); null when absent or malformed. */
  function visitorId(ctx: Context): string | null {
    const id = ctx.cookies.get(cookieName(ctx));
    return id && VISITOR_ID_PATTERN.test(id) ? id : null;
  }

  return {
    ensureToken(ctx) {
      const session = currentSession(ctx);
      if (session) return session.csrfToken;
      let id = visitorId(ctx);
      if (!id) {
        id = newVisitorId();
        setVisitorId(ctx, id);
      }
      return visitorToken(secret, id);
    },

    rotateVisitor(ctx) {
      setVisitorId(ctx, newVisitorId());
    },

    verify(ctx) {
      const session = currentSession(ctx);
      const id = session ? null : visitorId(ctx);
      const expected = session?.csrfToken ?? (id ? visitorToken(secret, id) : null);
      const sent = sentToken(ctx);
      if (!expected || !sent || !sameToken(expected, sent)) {
        throw forbidden('Missing or invalid CSRF token: reload the page and try again');
      }
    },
  };
}
