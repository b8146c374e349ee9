import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { forbidden } from '../http/errors.ts';

/**
 * CSRF protection (double-submit token). Every visitor gets a random token in an HttpOnly,
 * SameSite=Lax cookie; the HTML shell renders the same token into `<meta name="csrf-token">`,
 * and every state-changing request must send it back as `X-CSRF-Token` (JSON calls) or as the
 * form field `authenticity_token` (form posts). A cross-site page can neither read the cookie nor
 * the meta tag, so it cannot forge the header.
 */
export const CSRF_COOKIE = 'conf_csrf';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The visitor's token, issuing a fresh cookie when there is none. */
export function ensureCsrfToken(ctx: Context): string {
  const existing = ctx.cookies.get(CSRF_COOKIE);
  if (existing && TOKEN_PATTERN.test(existing)) return existing;
  const token = newCsrfToken();
  ctx.cookies.set(CSRF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    overwrite: true,
    path: '/',
  });
  return token;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Throws 403 unless the request carries the visitor's token in the header or the form. */
export function verifyCsrf(ctx: Context): void {
  const expected = ctx.cookies.get(CSRF_COOKIE);
  const body = (ctx.request as { body?: unknown }).body;
  const formToken =
    body &&
    typeof body === 'object' &&
    typeof (body as Record<string, unknown>).authenticity_token === 'string'
      ? ((body as Record<string, unknown>).authenticity_token as string)
      : '';
  const sent = ctx.get('X-CSRF-Token') || formToken;
  if (!expected || !sent || !sameToken(expected, sent)) {
    throw forbidden('Missing or invalid CSRF token: reload the page and try again');
  }
}
