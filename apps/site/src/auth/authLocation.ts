/**
 * Where sign-in starts and returns. The server redirects a failed sign-in back to the form's
 * `origin` with `auth_error=<code>` (openapi.yaml signIn/signUp); the site then shows the sign-in
 * (or sign-up) page again with the message and the same origin, so the visitor can retry and still
 * land where they came from.
 */

export const LOGIN_PATH = '/login';
export const SIGNUP_PATH = '/signup';
export const AUTH_ERROR_PARAM = 'auth_error';

/** Codes of sign-up failures: they send the visitor back to the sign-up page, not the sign-in page. */
const SIGN_UP_ERRORS = new Set(['email_taken', 'invalid_sign_up', 'password_too_short', 'password_too_weak']);

/**
 * A same-site path to return to, as the server also requires (no open redirects): it must start with
 * one `/` (not `//` or `/\`); anything else is `/`.
 */
export function safeOrigin(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw;
}

function withOrigin(path: string, origin: string, error?: string): string {
  const query = new URLSearchParams({ origin: safeOrigin(origin) });
  if (error) query.set(AUTH_ERROR_PARAM, error);
  return `${path}?${query.toString()}`;
}

/** The sign-in page, returning to `origin` afterwards. */
export function loginHref(origin: string, error?: string): string {
  return withOrigin(LOGIN_PATH, origin, error);
}

export function signupHref(origin: string, error?: string): string {
  return withOrigin(SIGNUP_PATH, origin, error);
}

/** A location's path and query without `auth_error` (what to return to after signing in). */
export function returnPath(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(AUTH_ERROR_PARAM);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Where a page that the server sent back with `auth_error` should go: the sign-in page (the sign-up
 * page for sign-up errors) with the error and this page as origin; `null` without an error or when
 * already on the sign-in or sign-up page (they show the error themselves).
 */
export function authErrorRedirect(pathname: string, search: string): string | null {
  const error = new URLSearchParams(search).get(AUTH_ERROR_PARAM);
  if (!error || pathname === LOGIN_PATH || pathname === SIGNUP_PATH) return null;
  const origin = returnPath(pathname, search);
  return SIGN_UP_ERRORS.has(error) ? signupHref(origin, error) : loginHref(origin, error);
}

/** The sign-in page for a visitor who opened a page that needs an account (keeping a pending error). */
export function loginRedirect(pathname: string, search: string): string {
  return authErrorRedirect(pathname, search) ?? loginHref(returnPath(pathname, search));
}

/** The address of a sign-in form post: `/auth/{provider}?origin=…`. */
export function signInAction(provider: 'password' | 'oidc', origin: string): string {
  return `/auth/${provider}?origin=${encodeURIComponent(safeOrigin(origin))}`;
}

export function signUpAction(origin: string): string {
  return `/auth/sign_up?origin=${encodeURIComponent(safeOrigin(origin))}`;
}

export function signOutAction(origin: string): string {
  return `/auth/sign_out?origin=${encodeURIComponent(safeOrigin(origin))}`;
}
