import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { currentSession } from '../accounts/auth-context.ts';
import { forbidden } from '../http/errors.ts';

/**
 * CSRF protection (docs/decisions/0004-accounts.md).
 *
 * - A signed-in user's token belongs to their session: made at sign-in with the session (so a new one
 *   each sign-in), stored in the sessions table, gone at sign-out.
 * - A visitor has no session row (a database write per anonymous page view is not worth it); their
 *   token is a random value in an HttpOnly, SameSite=Lax cookie (double submit). It guards the
 *   visitor's only state-changing requests: sign-in, sign-up and analytics.
 *
 * The HTML shell renders the token into `<meta name="csrf-token">`; every state-changing request must
 * send it back as `X-CSRF-Token` (JSON calls) or as the form field `authenticity_token` (form posts).
 * A cross-site page can read neither the cookie nor the meta tag, so it cannot forge either.
 */
export const CSRF_COOKIE = 'conf_csrf';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

function setVisitorToken(ctx: Context, token: string): void {
  ctx.cookies.set(CSRF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    overwrite: true,
    path: '/',
  });
}

function visitorToken(ctx: Context): string | null {
  const existing = ctx.cookies.get(CSRF_COOKIE);
  return existing && TOKEN_PATTERN.test(existing) ? existing : null;
}

/** The token this request's page must send back: the session's, or the visitor's (issued if missing). */
export function ensureCsrfToken(ctx: Context): string {
  const session = currentSession(ctx);
  if (session) return session.csrfToken;
  const existing = visitorToken(ctx);
  if (existing) return existing;
  const token = newCsrfToken();
  setVisitorToken(ctx, token);
  return token;
}

/** Replaces the visitor token (at sign-out: a token seen while signed in is not reused). */
export function rotateVisitorToken(ctx: Context): string {
  const token = newCsrfToken();
  setVisitorToken(ctx, token);
  return token;
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

/** Throws 403 unless the request carries its session's (or, for a visitor, its cookie's) token. */
export function verifyCsrf(ctx: Context): void {
  const expected = currentSession(ctx)?.csrfToken ?? visitorToken(ctx);
  const sent = sentToken(ctx);
  if (!expected || !sent || !sameToken(expected, sent)) {
    throw forbidden('Missing or invalid CSRF token: reload the page and try again');
  }
}
