import type { Context } from 'koa';
import type { Logger } from 'pino';
import {
  currentUser,
  endSession,
  requireUser,
  type SessionSettings,
  startSession,
} from '../accounts/auth-context.ts';
import { revokeUserEmbedTokens } from '../accounts/embed-tokens.ts';
import { userForIdentity } from '../accounts/identities.ts';
import { type OidcClient, OidcLoginError } from '../accounts/oidc.ts';
import { type Clock, signInWithPassword, signUpWithPassword } from '../accounts/password-auth.ts';
import { PASSWORD_RULES, passwordProblem } from '../accounts/password-policy.ts';
import { safeRedirectPath, withQueryParam } from '../accounts/redirects.ts';
import { setShowInInterested, toCurrentUser } from '../accounts/users.ts';
import type { Config } from '../config.ts';
import { tooManyRequests, unauthorized } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';
import type { Csrf } from '../security/csrf.ts';

/**
 * Sign-in, sign-up and sign-out (HTML form posts, spec section 6), the OpenID Connect callback, the
 * current user and their settings. Every form post answers 303: to its `origin` when that is a page of
 * this site (else `/`), with `auth_error=…` added when it failed.
 */

/** Cookie naming this browser's pending OpenID Connect login (see accounts/oidc.ts). */
export const OIDC_LOGIN_COOKIE = 'conf_oidc';
const OIDC_LOGIN_COOKIE_MS = 10 * 60 * 1000;

export interface AuthRouteDeps {
  config: Config;
  sessions: SessionSettings;
  oidc: OidcClient | null;
  logger: Logger;
  csrf: Csrf;
  /** The time of the sign-in throttle (tests move it instead of sleeping). */
  clock?: Clock;
}

function seeOther(ctx: Context, location: string): void {
  ctx.status = 303;
  ctx.redirect(location);
  ctx.set('Cache-Control', 'no-store');
}

function failed(ctx: Context, origin: string, code: string): void {
  seeOther(ctx, withQueryParam(origin, 'auth_error', code));
}

/** The `auth_error` code a refused password sends the sign-up form back with (the page shows the rule). */
function passwordErrorCode(problem: string): 'password_too_short' | 'password_too_weak' {
  return problem === PASSWORD_RULES.tooShort ? 'password_too_short' : 'password_too_weak';
}

function throttled(retryAfter: number): never {
  throw tooManyRequests(`Too many attempts: try again in ${retryAfter} seconds`, retryAfter);
}

/**
 * This server's origin as the browser addressed it (scheme and host; behind a trusted proxy, its
 * X-Forwarded-Proto and X-Forwarded-Host). Not `ctx.origin`, which in Koa 3 is the Origin header.
 */
function requestOrigin(ctx: Context): string {
  return `${ctx.protocol}://${ctx.host}`;
}

/** Origins whose URLs count as this site's pages: the request's own, and PUBLIC_URL's. */
function siteOrigins(ctx: Context, config: Config): string[] {
  return config.publicUrl ? [requestOrigin(ctx), config.publicUrl] : [requestOrigin(ctx)];
}

export function authHandlers({ config, sessions, oidc, logger, csrf, clock = Date.now }: AuthRouteDeps) {
  const { db } = sessions;
  const originOf = (ctx: Context, raw: unknown) => safeRedirectPath(raw, siteOrigins(ctx, config));

  async function startOidc(ctx: Context, origin: string): Promise<void> {
    if (!oidc) return failed(ctx, origin, 'oidc_unavailable');
    let started: Awaited<ReturnType<OidcClient['start']>>;
    try {
      started = await oidc.start(`${config.publicUrl ?? requestOrigin(ctx)}/auth/oidc/callback`, origin);
    } catch (error) {
      logger.warn({ err: error }, 'OpenID Connect provider unavailable');
      return failed(ctx, origin, 'oidc_failed');
    }
    ctx.cookies.set(OIDC_LOGIN_COOKIE, started.loginId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      path: '/auth/oidc',
      maxAge: OIDC_LOGIN_COOKIE_MS,
      overwrite: true,
    });
    seeOther(ctx, started.url.href);
  }

  return implement({
    signIn: async (req, ctx) => {
      const origin = originOf(ctx, req.query.origin);
      if (req.params.provider === 'oidc') return startOidc(ctx, origin);
      const form = req.body;
      if (!form.email || !form.password) return failed(ctx, origin, 'invalid_credentials');
      const outcome = await signInWithPassword(
        db,
        config.authLimits,
        {
          email: form.email,
          password: form.password,
          ip: ctx.ip,
        },
        clock,
      );
      if (outcome.kind === 'throttled') throttled(outcome.retryAfter);
      if (outcome.kind === 'invalid_credentials') return failed(ctx, origin, 'invalid_credentials');
      await startSession(ctx, sessions, outcome.user);
      seeOther(ctx, origin);
    },

    oidcCallback: async (_req, ctx) => {
      const loginId = ctx.cookies.get(OIDC_LOGIN_COOKIE);
      ctx.cookies.set(OIDC_LOGIN_COOKIE, null, { httpOnly: true, sameSite: 'lax', path: '/auth/oidc' });
      if (!oidc) return failed(ctx, '/', 'oidc_unavailable');
      try {
        const { profile, origin } = await oidc.finish(loginId, ctx.querystring);
        const user = await userForIdentity(db, profile);
        if (!user) {
          logger.warn({ issuer: profile.issuer }, 'OpenID Connect identity without a usable email');
          return failed(ctx, origin, 'oidc_failed');
        }
        await startSession(ctx, sessions, user);
        seeOther(ctx, origin);
      } catch (error) {
        if (!(error instanceof OidcLoginError)) throw error;
        logger.warn({ err: error }, 'OpenID Connect sign-in failed');
        failed(ctx, error.origin, 'oidc_failed');
      }
    },

    signUp: async (req, ctx) => {
      const origin = originOf(ctx, req.query.origin);
      const form = req.body;
      // Checked before the sign-up counts against the address: a refused password is not an attempt.
      const problem = await passwordProblem(form.password, [form.email, form.first_name, form.last_name]);
      // An HTML form post: the browser goes back to the page, which shows the rule (not a JSON 400).
      if (problem) return failed(ctx, origin, passwordErrorCode(problem));
      const outcome = await signUpWithPassword(
        db,
        config.authLimits,
        {
          email: form.email,
          password: form.password,
          firstName: form.first_name,
          lastName: form.last_name,
          ip: ctx.ip,
        },
        clock,
      );
      if (outcome.kind === 'throttled') throttled(outcome.retryAfter);
      if (outcome.kind === 'email_taken') return failed(ctx, origin, 'email_taken');
      await startSession(ctx, sessions, outcome.user);
      seeOther(ctx, origin);
    },

    signOut: async (req, ctx) => {
      const origin = originOf(ctx, req.query.origin);
      // Signing out of the product signs every embedding site out too: their tokens are revoked.
      const user = currentUser(ctx);
      if (user) await revokeUserEmbedTokens(db, user.id, clock());
      await endSession(ctx, db);
      csrf.rotateVisitor(ctx);
      // The service worker kept pages rendered for this user (docs/offline.md): they go with the
      // session, as does anything else the site stored in this browser.
      ctx.set('Clear-Site-Data', '"cache", "storage"');
      seeOther(ctx, origin);
    },

    getCurrentUser: (_req, ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = toCurrentUser(requireUser(ctx));
    },

    updateSettings: async (req, ctx) => {
      const settings = req.body;
      const user = await setShowInInterested(db, requireUser(ctx).id, settings.show_in_interested);
      if (!user) throw unauthorized();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = toCurrentUser(user);
    },
  });
}
