import type { Context } from 'koa';
import type { Config } from '../config.ts';

/**
 * The site's origin as its users reach it, for links handed out (calendar feed, shared schedule,
 * event pages in .ics files): PUBLIC_URL when set, else the request's own scheme and host (which
 * honour X-Forwarded-* only with TRUST_PROXY). Not `ctx.origin`, which in Koa 3 is the Origin header.
 */
export function siteOrigin(ctx: Context, config: Pick<Config, 'publicUrl'>): string {
  return (config.publicUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');
}

/** The domain of iCalendar UIDs: PUBLIC_URL's host, else a fixed name (never the request's host, so UIDs stay stable). */
export function icsDomain(config: Pick<Config, 'publicUrl'>): string | undefined {
  return config.publicUrl ? new URL(config.publicUrl).hostname : undefined;
}
