import type { LinkKind } from './table.ts';

/**
 * The public addresses of secret links (pure). `origin` is the site's origin as its users reach it
 * (PUBLIC_URL, else the request's own), without a trailing slash.
 *
 * - calendar: `{origin}/calendar/{token}.ics`, and the same with the `webcal:` scheme, which opens
 *   the subscribe dialog of calendar apps (Apple Calendar, Outlook; Google Calendar takes the https
 *   address). `webcal:` has no secure variant: the app fetches it over https when the site is https.
 * - schedule: the site page `{origin}/schedule/{token}`.
 */
export function linkPath(kind: LinkKind, token: string): string {
  return kind === 'calendar' ? `/calendar/${token}.ics` : `/schedule/${token}`;
}

export function linkUrl(origin: string, kind: LinkKind, token: string): string {
  return `${origin.replace(/\/+$/, '')}${linkPath(kind, token)}`;
}

/** `https://host/path` -> `webcal://host/path` (same for http). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
