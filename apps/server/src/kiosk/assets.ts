import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';

/**
 * The live pages' static files, served by the server itself (not by the site's Vite build, which
 * these pages do not use):
 * - `live.css`: the @conf/ui theme (its `@import`s of component stylesheets inlined, so one request
 *   gets everything) followed by the pages' layout;
 * - `live.js`: the page script (statuses over EventSource, auto-scroll);
 * - `favicon.svg`: the site's favicon (apps/site/public), which the pages name in an icon link, so
 *   that a room screen's browser does not ask for a `/favicon.ico` nobody serves (a 404 per screen
 *   and reload in the logs).
 * Read from the repository once and kept in memory.
 */
const UI_THEME = path.join(REPO_ROOT, 'packages/ui/src/theme.css');
const UI_PAGE = path.join(REPO_ROOT, 'packages/ui/src/page.css');
const OWN_ASSETS = path.join(REPO_ROOT, 'apps/server/src/kiosk/assets');
const SITE_FAVICON = path.join(REPO_ROOT, 'apps/site/public/favicon.svg');

export interface LiveAsset {
  type: string;
  body: string;
}

/** Replaces each `@import "./relative.css";` of a stylesheet with that file's text (one level). */
export async function inlineImports(file: string): Promise<string> {
  const text = await readFile(file, 'utf8');
  const imports = [...text.matchAll(/^@import\s+"(\.[^"]+\.css)";\s*$/gm)];
  let out = text;
  for (const match of imports) {
    const imported = await readFile(path.resolve(path.dirname(file), match[1] as string), 'utf8');
    out = out.replace(match[0], imported);
  }
  return out;
}

async function load(name: string): Promise<LiveAsset | null> {
  if (name === 'live.css') {
    const [theme, page, own] = await Promise.all([
      inlineImports(UI_THEME),
      readFile(UI_PAGE, 'utf8'),
      readFile(path.join(OWN_ASSETS, 'live.css'), 'utf8'),
    ]);
    return { type: 'text/css; charset=utf-8', body: `${theme}\n${page}\n${own}` };
  }
  if (name === 'live.js') {
    return {
      type: 'text/javascript; charset=utf-8',
      body: await readFile(path.join(OWN_ASSETS, 'live.js'), 'utf8'),
    };
  }
  if (name === 'favicon.svg') {
    return { type: 'image/svg+xml', body: await readFile(SITE_FAVICON, 'utf8') };
  }
  return null;
}

const ASSET_NAMES = new Set(['live.css', 'live.js', 'favicon.svg']);
const cache = new Map<string, Promise<LiveAsset | null>>();

/** The asset of that name, or null for any other name. */
export function liveAsset(name: string): Promise<LiveAsset | null> {
  if (!ASSET_NAMES.has(name)) return Promise.resolve(null);
  let pending = cache.get(name);
  if (!pending) {
    pending = load(name);
    cache.set(name, pending);
    pending.catch(() => cache.delete(name));
  }
  return pending;
}
