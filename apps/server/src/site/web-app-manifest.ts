import type { components } from '@conf/contract';
import type { ProgrammeSettings } from '../programmes/settings.ts';

export type WebAppManifest = components['schemas']['WebAppManifest'];

/**
 * The browser UI colour of each site theme: the top of its hero (apps/site/src/styles/site.css,
 * `--site-hero-from`), so that an installed app's title bar continues the page.
 */
export const THEME_COLORS: Readonly<Record<ProgrammeSettings['theme'], string>> = {
  education: '#163869',
  festival: '#4a1038',
};

/** Where the site's build puts its public files (apps/site/public) and the icons among them. */
const ICON_BASE = '/vite/';

/**
 * The web app manifest of the site, from the landing year's programme settings: its name, short name
 * and tagline, the theme's colour, the root as start URL and scope, and the icons (the favicon's SVG,
 * and the PNGs Chromium requires to offer installing, rendered by scripts/render-icons.mjs). Pure.
 */
export function webAppManifest(programme: ProgrammeSettings): WebAppManifest {
  return {
    id: '/',
    name: programme.name,
    short_name: programme.shortName,
    ...(programme.tagline ? { description: programme.tagline } : {}),
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLORS[programme.theme],
    background_color: '#ffffff',
    icons: [
      { src: `${ICON_BASE}favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: `${ICON_BASE}icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${ICON_BASE}icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
}
