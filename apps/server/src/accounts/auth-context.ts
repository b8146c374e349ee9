import type { Context, Middleware } from 'koa';
import type { Database } from '../db/database.ts';
import { unauthorized } from '../http/errors.ts';
import { hostCookieName } from '../security/cookies.ts';
import { ASSET_BASE } from '../site/serve.ts';
import type { ShellUser } from '../site/shell.ts';
import {
  createSession,
  deleteExpired,
  destroySession,
  loadSession,
  needsTouch,
  type Session,
  touchSession,
} from './sessions.ts';
import type { User } from './users.ts';

/**
 * The session of each request: read from the cookie by one middleware before any route, then asked
 * for with {@link currentUser} / {@link requireUser}. The cookie is HttpOnly, SameSite=Lax, and over TLS
 * (`ctx.secure`, which honours X-Forwarded-Proto with TRUST_PROXY) Secure and named
 * `__Host-conf_session`, so that no other host (a sibling subdomain) can plant a session of the
 * attacker's in a victim's browser (security/cookies.ts).
 */
export const SESSION_COOKIE = 'conf_session';

const sessionCookieName = (ctx: Context) => hostCookieName(SESSION_COOKIE, ctx.secure);

/** A request authorised by an embedding site's favorites token (http/bearer.ts), never by a cookie. */
export interface BearerAuth {
  user: User;
  /** The token's row (accounts/embed-tokens.ts), to revoke it. */
  idHash: string;
  /** The EMBED_ORIGINS site the token was handed to (the request's Origin). */
  origin: string;
}

interface AuthState {
  session: Session | null;
  bearer?: BearerAuth;
}

const states = new WeakMap<Context, AuthState>();

export interface SessionSettings {
  db: Database;
  /** Session lifetime since last use, in ms (SESSION_TTL_HOURS). */
  ttlMs: number;
}

function setSessionCookie(ctx: Context, id: string, expires: Date): void {
  ctx.cookies.set(sessionCookieName(ctx), id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    expires,
    overwrite: true,
  });
}

function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(sessionCookieName(ctx), null, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    overwrite: true,
  });
}

/**
 * Loads the request's session (none for the site's static assets) before the routes run. A visitor
 * (no session cookie in the request) costs nothing: no cookie parsing, no database, no state (the
 * accessors below answer null for a request without one).
 */
export function sessionMiddleware({ db, ttlMs }: SessionSettings): Middleware {
  return async (ctx, next) => {
    // A request that carried a favorites token is that token's alone: its cookies are never read.
    if (states.has(ctx)) return next();
    // `__Host-conf_session` contains the plain name: one cheap test covers both.
    if (!ctx.headers.cookie?.includes(SESSION_COOKIE)) return next();
    let session: Session | null = null;
    const id = ctx.path.startsWith(ASSET_BASE) ? undefined : ctx.cookies.get(sessionCookieName(ctx));
    if (id) {
      session = await loadSession(db, id);
      if (!session) clearSessionCookie(ctx);
      else if (needsTouch(session)) {
        const expiresAt = await touchSession(db, session, ttlMs);
        setSessionCookie(ctx, id, expiresAt);
      }
    }
    states.set(ctx, { session });
    await next();
  };
}

export function currentSession(ctx: Context): Session | null {
  return states.get(ctx)?.session ?? null;
}

/** The favorites token this request was authorised by, if any (http/bearer.ts). */
export function currentBearer(ctx: Context): BearerAuth | null {
  return states.get(ctx)?.bearer ?? null;
}

/**
 * Authorises the request by a favorites token: it runs as the token's user, with no session, and the
 * session middleware (which runs after) leaves its cookies unread.
 */
export function authorizeByBearer(ctx: Context, bearer: BearerAuth): void {
  states.set(ctx, { session: null, bearer });
}

/** The signed-in user: the session's, or a favorites token's on the operations that take one. */
export function currentUser(ctx: Context): User | null {
  const state = states.get(ctx);
  return state?.session?.user ?? state?.bearer?.user ?? null;
}

/** What the HTML shell's hidden `current-user` field carries: the signed-in user's uid and roles. */
export function shellUser(ctx: Context): ShellUser | null {
  const user = currentUser(ctx);
  return user ? { uid: user.uid, roles: [...user.roles] } : null;
}

/** The signed-in user, or 401. */
export function requireUser(ctx: Context): User {
  const user = currentUser(ctx);
  if (!user) throw unauthorized();
  return user;
}

/**
 * Signs `user` in: the request's old session (if any) is destroyed and a new one with a new id and a
 * new CSRF token takes its place (no session fixation).
 */
export async function startSession(ctx: Context, settings: SessionSettings, user: User): Promise<Session> {
  const previous = currentSession(ctx);
  if (previous) await destroySession(settings.db, previous.idHash);
  await deleteExpired(settings.db);
  const created = await createSession(settings.db, user.id, settings.ttlMs);
  setSessionCookie(ctx, created.id, created.expiresAt);
  const fresh = await loadSession(settings.db, created.id);
  if (!fresh) throw new Error('The new session could not be read back');
  states.set(ctx, { session: fresh });
  return fresh;
}

/** Signs out: the session row is deleted and the cookie cleared. */
export async function endSession(ctx: Context, db: Database): Promise<void> {
  const session = currentSession(ctx);
  if (session) await destroySession(db, session.idHash);
  clearSessionCookie(ctx);
  states.set(ctx, { session: null });
}
