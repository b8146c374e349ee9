import { escapeHtml, type Features } from '@conf/core';
import type { ProgrammeSettings } from '../programmes/settings.ts';
import { THEME_COLORS } from './web-app-manifest.ts';

/**
 * The HTML page around the server-rendered site. The server fills three placeholders of the site's
 * index.html: `<!--app-head-->` gets the page's title and preview tags, the CSRF meta tag, the manifest
 * link and the theme colour,
 * `<!--app-body-->` gets the client configuration and the router state to hydrate from (non-executed
 * JSON script elements, so the CSP needs no inline scripts) and the hidden field with the signed-in
 * user's uid and roles, `<!--app-html-->` (inside `#root`) gets the rendered page.
 */
export interface ClientConfig {
  landingYear: number;
  badgeUrl: string;
  hotelUrl: string;
  supportEmail: string;
  theme: 'education' | 'festival';
  /**
   * The landing year's programme settings (name, dates, city, zone, event types): the hero, header,
   * document titles, footer, Event Type filter and every time shown read them.
   */
  programme: ProgrammeSettings;
  features: Features;
  /** The site's public origin (share links, canonical URLs): PUBLIC_URL, else the request's. */
  origin: string;
  /**
   * Sign-in through OpenID Connect, when an identity provider is configured (OIDC_ISSUER): the name
   * the sign-in page shows on its "Sign in with {label}" button. `null`: local accounts only.
   */
  oidc: { label: string } | null;
}

export interface ShellUser {
  uid: string;
  roles: string[];
}

export interface ShellInput {
  csrfToken: string;
  config: ClientConfig;
  user: ShellUser | null;
}

/** Text made safe for HTML (the one of @conf/core, for the server's pages). */
export { escapeHtml };

/**
 * The opening lines of a page the server writes without React Router (the kiosk and signage
 * screens, the embed's sign-in popup), up to its title: English, phone-ready, not indexed. The
 * caller adds the rest of the head, closes it and writes the body.
 */
export function plainPageStart(title: string): string[] {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
  ];
}

/** JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, no raw U+2028/U+2029. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What the site's server renderer made of the page (entry-server.tsx). */
export interface RenderedPage {
  /** Title, description, canonical link and preview tags (already escaped HTML). */
  head: string;
  /** The HTML of `#root`. */
  html: string;
  /** The router state the browser hydrates from. */
  hydration: unknown;
}

const PLACEHOLDERS = ['<!--app-head-->', '<!--app-body-->', '<!--app-html-->'] as const;

/** The page: the shell with the rendered page, or without it (the browser then renders it alone). */
export function renderShell(template: string, input: ShellInput, page?: RenderedPage): string {
  const missing = PLACEHOLDERS.filter((placeholder) => !template.includes(placeholder));
  if (missing.length > 0) throw new Error(`The site index.html lacks the ${missing.join(', ')} placeholder`);
  const head = [
    page?.head ?? '',
    `<meta name="csrf-token" content="${escapeHtml(input.csrfToken)}">`,
    // Installable (docs/offline.md): the manifest, and the browser UI colour of the landing year's theme.
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<meta name="theme-color" content="${THEME_COLORS[input.config.theme]}">`,
  ].join('');
  const user = input.user;
  const body = [
    `<script type="application/json" id="conf-config">${jsonForScript(input.config)}</script>`,
    page ? `<script type="application/json" id="router-state">${jsonForScript(page.hydration)}</script>` : '',
    `<input type="hidden" id="current-user" name="current-user" value="${escapeHtml(user?.uid ?? '')}" data-uid="${escapeHtml(user?.uid ?? '')}" data-roles="${escapeHtml((user?.roles ?? []).join(','))}">`,
  ].join('');
  // Functions as replacements: a `$&` in the page's text is not a replacement pattern.
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-body-->', () => body)
    .replace('<!--app-html-->', () => page?.html ?? '');
}
