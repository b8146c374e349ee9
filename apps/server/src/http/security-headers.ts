import type { Context, Middleware } from 'koa';

/** Answers no other site may frame at all (see {@link forbidFraming}). */
const unframeable = new WeakSet<Context>();

/**
 * Makes this answer unframeable by any site, this one included (`frame-ancestors 'none'`,
 * `X-Frame-Options: DENY`) instead of the default same-origin framing: the embed sign-in popup, whose
 * Allow button must never be clicked through a frame (docs/decisions/0022-embed-sign-in.md).
 */
export function forbidFraming(ctx: Context): void {
  unframeable.add(ctx);
}

/** Whether a Content-Type header is HTML (`text/html`, parameters aside), without parsing it in full. */
export function isHtml(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const semicolon = contentType.indexOf(';');
  const media = (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim();
  return media.length === 9 && media.toLowerCase() === 'text/html';
}

/** The security headers every answer carries, whatever its type. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
];

/** Strict-Transport-Security, sent on answers to requests that came over TLS. */
export const HSTS: readonly [string, string] = [
  'Strict-Transport-Security',
  'max-age=31536000; includeSubDomains',
];

/**
 * Security headers on every response. The CSP has no inline scripts: the site's configuration
 * travels in a non-executed `application/json` script element.
 */
export function securityHeaders(opts: {
  allowViteDev: boolean;
  /**
   * Origins a form may lead to besides this site's: the OpenID Connect provider, since the sign-in
   * form's answer redirects there (browsers apply form-action to the redirect too).
   */
  formActionOrigins?: readonly string[];
}): Middleware {
  const scriptSrc = opts.allowViteDev ? "'self' 'unsafe-inline'" : "'self'";
  const connectSrc = opts.allowViteDev ? "'self' ws: wss:" : "'self'";
  const cspWith = (frameAncestors: string) =>
    [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      `connect-src ${connectSrc}`,
      `frame-ancestors ${frameAncestors}`,
      "base-uri 'self'",
      ["form-action 'self'", ...(opts.formActionOrigins ?? [])].join(' '),
      "object-src 'none'",
    ].join('; ');
  const csp = cspWith("'self'");
  const unframeableCsp = cspWith("'none'");
  return async (ctx, next) => {
    await next();
    for (const [name, value] of SECURITY_HEADERS) ctx.set(name, value);
    const noFrames = unframeable.has(ctx);
    if (noFrames) ctx.set('X-Frame-Options', 'DENY');
    if (isHtml(ctx.response.get('Content-Type'))) {
      ctx.set('Content-Security-Policy', noFrames ? unframeableCsp : csp);
    }
    if (ctx.secure) ctx.set(...HSTS);
  };
}
