import { DEFAULT_FEATURES, type Features, LANDING_YEAR, resolveFeatures } from '@conf/core';
import { DEMO_PROGRAMME, type Programme, parseProgramme } from './programme.ts';

/**
 * The site's configuration, rendered by the server into the page as
 * `<script type="application/json" id="conf-config">` (a non-executed element, so the CSP needs no
 * inline scripts). Every field falls back to a default when the element is absent (tests, a page
 * opened from `vite dev` without the server) or a field is missing or malformed.
 */
export interface SiteConfig {
  /** The conference year of routes without a year. */
  landingYear: number;
  /** External page where visitors buy a badge (landing page, signed out). */
  badgeUrl: string;
  /** External hotel booking page (landing page). */
  hotelUrl: string;
  /** Address of the 404 screen's support link. */
  supportEmail: string;
  theme: 'education' | 'festival';
  /** The landing year's programme settings (see programme.ts); the demo's when the page has none. */
  programme: Programme;
  features: Features;
  /** OpenID Connect sign-in, when the server has an identity provider: its button label. */
  oidc: { label: string } | null;
  /**
   * The site's public origin (`https://schedule.example.org`), for addresses that leave the page:
   * share links, canonical URLs, the 404 screen's support mail. `''` when unknown (tests): the
   * addresses are then root-relative.
   */
  origin: string;
}

export const CONFIG_ELEMENT_ID = 'conf-config';

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  landingYear: LANDING_YEAR,
  badgeUrl: 'https://example.org/badges',
  hotelUrl: 'https://example.org/hotels',
  supportEmail: 'support@example.org',
  theme: 'education',
  programme: DEMO_PROGRAMME,
  features: DEFAULT_FEATURES,
  oidc: null,
  origin: '',
};

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** Reads the configuration from the JSON text of the config element; anything unusable keeps its default. */
export function parseSiteConfig(json: string | null | undefined): SiteConfig {
  let raw: unknown;
  try {
    raw = json ? JSON.parse(json) : {};
  } catch {
    raw = {};
  }
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const defaults = DEFAULT_SITE_CONFIG;
  return {
    landingYear: Number.isInteger(source.landingYear) ? (source.landingYear as number) : defaults.landingYear,
    badgeUrl: stringOr(source.badgeUrl, defaults.badgeUrl),
    hotelUrl: stringOr(source.hotelUrl, defaults.hotelUrl),
    supportEmail: stringOr(source.supportEmail, defaults.supportEmail),
    theme: source.theme === 'festival' ? 'festival' : defaults.theme,
    programme: parseProgramme(source.programme, defaults.programme),
    features: resolveFeatures(source.features),
    oidc: parseOidc(source.oidc),
    origin:
      typeof source.origin === 'string' && /^https?:\/\/[^/]+$/.test(source.origin) ? source.origin : '',
  };
}

/** `{ label }` with a non-blank label, else `null` (no identity provider: local accounts only). */
function parseOidc(value: unknown): SiteConfig['oidc'] {
  if (typeof value !== 'object' || value === null) return null;
  const label = (value as Record<string, unknown>).label;
  return typeof label === 'string' && label.trim() !== '' ? { label: label.trim() } : null;
}

/** The configuration of this page. */
export function readSiteConfig(doc: Document = document): SiteConfig {
  return parseSiteConfig(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent);
}
