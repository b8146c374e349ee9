#!/usr/bin/env node
/**
 * The first-load JavaScript budget of the site (issue 12): for each page below, the gzipped size
 * of the JavaScript the browser needs before the page runs (scripts/first-load.mjs: the entry and
 * the page's route module with their static imports, each chunk once; dynamic imports load later).
 * Reads the built site (`pnpm --filter @conf/site build` writes apps/site/dist/.vite/manifest.json),
 * prints a table per page and exits 1 when a budgeted page is over its ceiling (kB of 1000 bytes,
 * gzip level 9; BUDGET_KB sets one ceiling for all, to try the failure). Run by
 * scripts/test-all.mjs right after the site build.
 *
 * The goal of issue 12 is 120 kB for the landing and event pages. The landing page is within it
 * (118.2 kB with the 0.5 kB boot script that starts it after the first paint): React, React DOM and React Router are one `framework` chunk (96.9 kB, 82% of it),
 * the entry holds the site's shell and the landing screen (no top-level await, so that Rolldown
 * merges the modules the routes share into it instead of 20 small chunks), the API client's code
 * loads with its first call, times are written without date-fns's `format`, and react-aria's
 * router provider comes only with the components whose items are links. The event page (131.0 kB)
 * is not: its Favorite, Share, RSVP and Interested buttons are an island (apps/site/src/ondemand/
 * island.tsx: rendered by the server, their react-aria code loaded when the browser is idle), and
 * what is left is its screen, live status and the zone-aware dates (13 kB beside the framework).
 * Its ceiling is the size reached, so that it can only come down.
 *
 * It also fails when a page's route module brings a stylesheet of its own: the server's HTML links
 * only the entry's, so the page would paint without it and move when it came.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoad, kB, lateStylesheets } from './first-load.mjs';

/** Issue 12's goal for the budgeted pages. */
const GOAL_KB = 120;

/**
 * Page → the route module it needs (source path, as the manifest keys it). `budget: false` pages
 * are reported only. Add a page here to measure it.
 */
const PAGES = [
  // At the goal: the event and contributor pages' screens are islands (src/routes/event-detail.tsx).
  { page: 'landing /', routeModule: 'src/routes/landing.tsx', budget: GOAL_KB },
  { page: 'event /2026/events/{id}', routeModule: 'src/routes/event-detail.tsx', budget: GOAL_KB },
  { page: 'search /2026/search/event', routeModule: 'src/routes/search.tsx', budget: false },
  {
    page: 'contributor /2026/contributors/{id}',
    routeModule: 'src/routes/contributor-detail.tsx',
    budget: GOAL_KB,
  },
  { page: 'favorites /2026/favorites/event', routeModule: 'src/routes/favorites.tsx', budget: false },
  { page: 'now and next /now', routeModule: 'src/routes/now.tsx', budget: false },
  { page: 'time grid /grid', routeModule: 'src/routes/grid.tsx', budget: false },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// SITE_DIST: another build of the site (default apps/site/dist).
const dist = process.env.SITE_DIST ? path.resolve(process.env.SITE_DIST) : path.join(root, 'apps/site/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

const overrideKb = process.env.BUDGET_KB === undefined ? null : Number(process.env.BUDGET_KB);
if (overrideKb !== null && (!Number.isFinite(overrideKb) || overrideKb <= 0)) {
  console.error(`BUDGET_KB must be a positive number of kB, not ${process.env.BUDGET_KB}`);
  process.exit(2);
}
if (!existsSync(manifestPath)) {
  console.error(
    `${path.relative(root, manifestPath)} is missing: build the site first (pnpm --filter @conf/site build).`,
  );
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/** The boot script every page's HTML loads (apps/site/src/boot.js: it starts the entry after the first paint). */
const htmlScripts = existsSync(path.join(dist, 'boot.js')) ? ['boot.js'] : [];
const readChunk = (file) => readFileSync(path.join(dist, file));
const over = [];
/** Route modules whose own stylesheets are not in the server's HTML (see `lateStylesheets`). */
const lateCss = [];

for (const { page, routeModule, budget: ceiling } of PAGES) {
  const budgetKb = ceiling === false ? null : (overrideKb ?? ceiling);
  const budget = budgetKb !== null;
  const load = firstLoad(manifest, routeModule, readChunk, htmlScripts);
  console.log(`\n${page}${load.routeInEntry ? ` (${routeModule} is in the entry)` : ''}`);
  const width = Math.max(...load.chunks.map((chunk) => chunk.file.length), 'total'.length);
  console.log(`  ${'chunk'.padEnd(width)}  ${'bytes'.padStart(9)}  ${'gzip'.padStart(9)}`);
  for (const chunk of load.chunks) {
    console.log(
      `  ${chunk.file.padEnd(width)}  ${kB(chunk.bytes).padStart(6)} kB  ${kB(chunk.gzip).padStart(6)} kB`,
    );
  }
  const verdict = !budget
    ? 'reported only'
    : load.gzip > budgetKb * 1000
      ? `OVER ${budgetKb} kB`
      : `within ${budgetKb} kB (goal ${GOAL_KB} kB${load.gzip > GOAL_KB * 1000 ? ', not reached' : ''})`;
  console.log(
    `  ${'total'.padEnd(width)}  ${kB(load.bytes).padStart(6)} kB  ${kB(load.gzip).padStart(6)} kB  ${verdict}`,
  );
  if (budget && load.gzip > budgetKb * 1000) over.push(`${page} ${kB(load.gzip)} kB (budget ${budgetKb} kB)`);
}

// Every page's route module, not only those above.
for (const routeModule of Object.keys(manifest).filter((key) => key.startsWith('src/routes/'))) {
  const late = lateStylesheets(manifest, routeModule);
  if (late.length > 0) lateCss.push(`${routeModule}: ${late.join(', ')}`);
}

if (lateCss.length > 0) {
  console.error(
    `\nStylesheets that load with a page's code, after the server-rendered page was painted (import them in apps/site/src/styles/pages.ts): ${lateCss.join('; ')}`,
  );
  process.exit(1);
}

if (over.length > 0) {
  console.error(`\nFirst-load JavaScript over its gzip budget: ${over.join('; ')}`);
  process.exit(1);
}
console.log('\nFirst-load JavaScript within its gzip budgets.');
