import type { Middleware } from 'koa';

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
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${connectSrc}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    ["form-action 'self'", ...(opts.formActionOrigins ?? [])].join(' '),
    "object-src 'none'",
  ].join('; ');
  return async (ctx, next) => {
    await next();
    for (const [name, value] of SECURITY_HEADERS) ctx.set(name, value);
    if (isHtml(ctx.response.get('Content-Type'))) ctx.set('Content-Security-Policy', csp);
    if (ctx.secure) ctx.set(...HSTS);
  };
}
