/**
 * The product as a visitor's browser meets it, for the page benchmarks (pages.ts, lists.ts): the
 * built server (`dist/main.js`, run as `pnpm start` runs it) serving the built site (SITE_MODE
 * dist) on an in-memory database with the demo seed, on a free port; real record addresses picked
 * through the search API; an attendee account signed up through the API with a few favorites.
 * Both builds must exist (`pnpm bench` builds them first).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hitHref } from '@conf/core';
import { freePort } from '../../../scripts/free-port.ts';
import { createCookieFetch } from '../test/cookie-fetch.ts';
import { productionCommand } from './production-command.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDist = path.resolve(serverDir, '../site/dist/index.html');

/** The conference year of the demo catalogue (its landing year). */
export const DEMO_YEAR = 2026;

export interface DemoSite {
  baseUrl: string;
  /** Throws when the server is no longer running (it ended, or something outside ended it). */
  assertRunning: () => void;
  stop: () => Promise<void>;
}

/** Starts the built server on the demo seed; resolves once /healthz answers. */
export async function startDemoSite(): Promise<DemoSite> {
  const { nodeOptions, entry } = productionCommand();
  for (const built of [path.join(serverDir, entry), siteDist]) {
    if (!existsSync(built))
      throw new Error(`${built} is missing: run \`pnpm bench\` (it builds site and server)`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory:',
      SEED: 'demo',
      SITE_MODE: 'dist',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // Every page load searches, and all of them come from 127.0.0.1: limits far above the bench.
      SEARCH_RATE_SUGGESTIONS_PER_MINUTE: '100000',
      SEARCH_RATE_SEARCHES_PER_MINUTE: '100000',
      AUTH_MAX_SIGN_UPS_PER_IP: '1000',
    },
    // The server's log goes to stderr: stdout carries the benchmark's JSON document.
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.pipe(process.stderr);
  let ended: string | null = null;
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal ?? `code ${code}`;
      if (!stopping) console.error(`the demo server exited during the benchmark (${ended})`);
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} at start`);
    const ok = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer /healthz within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    assertRunning: () => {
      if (ended !== null) throw new Error(`the demo server is gone (${ended}): the figures stop here`);
    },
    stop: async () => {
      stopping = true;
      if (ended === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Hit {
  _id: string;
  type: string;
}

/** The hits of a search of the demo year for `models` (POST /{year}/search, page 1). */
export async function searchHits(baseUrl: string, models: string[]): Promise<Hit[]> {
  const response = await fetch(`${baseUrl}/${DEMO_YEAR}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ models }),
  });
  if (!response.ok) throw new Error(`search for ${models.join(',')} answered ${response.status}`);
  return ((await response.json()) as { hits: Hit[] }).hits;
}

/** The site address of the first hit of a search for `models` (an event page, a contributor page…). */
export async function firstRecordPath(baseUrl: string, models: string[]): Promise<string> {
  const [hit] = await searchHits(baseUrl, models);
  const href = hit ? hitHref(hit, { year: DEMO_YEAR }) : null;
  if (!href) throw new Error(`the demo has no ${models.join(' or ')} to measure`);
  return href;
}

/** The CSRF token of the page at `/` for the browser of `browserFetch` (its `<meta name="csrf-token">`). */
async function csrfToken(baseUrl: string, browserFetch: typeof fetch): Promise<string> {
  const html = await (await browserFetch(`${baseUrl}/`)).text();
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the page at / has no csrf-token meta tag');
  return token;
}

/**
 * Signs up a new attendee through the API (the sign-up form post, as the site's form sends it) and
 * favorites `eventIds`; answers the `Cookie` header of the signed-in browser, for requests made as
 * that attendee (Lighthouse's `extraHeaders`).
 */
export async function signedInWithFavorites(baseUrl: string, eventIds: string[]): Promise<string> {
  const browser = createCookieFetch();
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const form = new URLSearchParams({
    authenticity_token: await csrfToken(baseUrl, browser.fetch),
    email: `bench.${tag}@example.org`,
    password: `bench-${tag}-pass-phrase`,
    first_name: 'Bench',
    last_name: `Reader ${tag}`,
  });
  const signUp = await browser.fetch(`${baseUrl}/auth/sign_up?origin=%2F`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const location = signUp.headers.get('location') ?? '';
  if (signUp.status !== 303 || location.includes('auth_error')) {
    throw new Error(`sign-up answered ${signUp.status} ${location}`);
  }
  // Signing in changes the token (openapi.yaml, CSRF): read the session's own.
  const token = await csrfToken(baseUrl, browser.fetch);
  for (const id of eventIds) {
    const favorite = await browser.fetch(`${baseUrl}/favorite/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body: JSON.stringify({ id }),
    });
    if (!favorite.ok) throw new Error(`favoriting ${id} answered ${favorite.status}`);
  }
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
