/**
 * `pnpm bench pages`: page speed of the site as a phone sees it (issue 12). Lighthouse 12.2.3 in its
 * default mobile profile (simulated slow 4G, 4× CPU slowdown, a phone's screen) against the built
 * server on the demo seed (demo-site.ts), on the landing page, an event, a contributor, the event
 * search and My Favorites signed in, next to the server-rendered `/kiosk` measured in the same run
 * as the reference. Prints per page the performance score, first and largest contentful paint,
 * total blocking time and transfer size, and the LCP's ratio to the kiosk's, then one JSON
 * document. The targets (score ≥ 0.95, LCP ≤ 1.5 × the kiosk's) are printed, never asserted.
 * BENCH_PAGE_RUNS=n measures every page n times (in rounds over all pages) and reports medians;
 * BENCH_PAGES=landing,event measures only those (and the kiosk).
 *
 * Chromium is Debian's (CHROMIUM_PATH, scripts/chromium.ts), started headless here with a DevTools
 * port that Lighthouse connects to. Every page is loaded as a new visitor (the browser's cookies
 * cleared first); for My Favorites the attendee's session cookies are put in the browser's cookie
 * store. Not through Lighthouse's `extraHeaders`: a `Cookie` header given that way loses to the
 * cookies the browser holds for the site, and the page ended on the sign-in form.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import {
  DEMO_YEAR,
  type DemoSite,
  firstRecordPath,
  searchHits,
  signedInWithFavorites,
  startDemoSite,
} from './demo-site.ts';
import { machineLoad } from './machine.ts';
import { median } from './median.ts';

/** Issue 12's targets, printed beside the figures. */
export const PAGE_TARGETS = { minScore: 0.95, maxLcpRatioToKiosk: 1.5 } as const;

interface PageToMeasure {
  name: string;
  path: string;
  /** The `Cookie` header of the signed-in attendee, for pages that need one. */
  cookie?: string;
}

/** One Lighthouse run's figures (null: the run failed, or the audit had no value). */
interface Sample {
  score: number | null;
  fcp_ms: number | null;
  lcp_ms: number | null;
  tbt_ms: number | null;
  transfer_bytes: number | null;
  error?: string;
}

export interface PageFigures extends Sample {
  page: string;
  path: string;
  runs: number;
  lcp_ratio_to_kiosk: number | null;
  meets_targets: boolean | null;
  errors?: string[];
}

const KIOSK = 'kiosk';

/** The pages of issue 12, with real records of the demo and a signed-in attendee for My Favorites. */
async function pagesToMeasure(site: DemoSite): Promise<PageToMeasure[]> {
  const eventHits = await searchHits(site.baseUrl, ['event']);
  const cookie = await signedInWithFavorites(
    site.baseUrl,
    eventHits.slice(0, 5).map((hit) => hit._id),
  );
  return [
    { name: KIOSK, path: '/kiosk' },
    { name: 'landing', path: '/' },
    { name: 'event', path: await firstRecordPath(site.baseUrl, ['event']) },
    { name: 'contributor', path: await firstRecordPath(site.baseUrl, ['person', 'artist']) },
    { name: 'search', path: `/${DEMO_YEAR}/search/event` },
    { name: 'favorites', path: `/${DEMO_YEAR}/favorites/event`, cookie },
  ];
}

interface Chromium {
  port: number;
  /** The browser's DevTools WebSocket (for its cookie store). */
  browserUrl: string;
  close: () => Promise<void>;
}

/** Headless Chromium with a DevTools port (the one it picked, read from its "DevTools listening" line). */
async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'conf-bench-chromium-'));
  const child: ChildProcess = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const browserUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open a DevTools port:\n${output}`)),
      30_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  child.stderr?.resume();
  return {
    port: Number(new URL(browserUrl).port),
    browserUrl,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Sends one DevTools command to the browser itself (not a page) and answers its result. */
async function browserCommand(browserUrl: string, method: string, params: object): Promise<unknown> {
  const socket = new WebSocket(browserUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`cannot reach Chromium's DevTools at ${browserUrl}`));
  });
  try {
    return await new Promise((resolve, reject) => {
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          result?: unknown;
          error?: { message: string };
        };
        if (message.id !== 1) return;
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

/** Empties the browser's cookie store, then fills it with the pairs of `cookie` (a `Cookie` header) for `origin`. */
async function setBrowserCookies(
  browserUrl: string,
  origin: string,
  cookie: string | undefined,
): Promise<void> {
  await browserCommand(browserUrl, 'Storage.clearCookies', {});
  if (!cookie) return;
  const cookies = cookie.split('; ').map((pair) => {
    const eq = pair.indexOf('=');
    return {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      url: origin,
      httpOnly: true,
      sameSite: 'Lax',
    };
  });
  await browserCommand(browserUrl, 'Storage.setCookies', { cookies });
}

async function measureOnce(chromium: Chromium, url: string, cookie: string | undefined): Promise<Sample> {
  const failed = (error: string): Sample => ({
    score: null,
    fcp_ms: null,
    lcp_ms: null,
    tbt_ms: null,
    transfer_bytes: null,
    error,
  });
  try {
    await setBrowserCookies(chromium.browserUrl, new URL(url).origin, cookie);
    const result = await lighthouse(url, {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    });
    if (!result) return failed('Lighthouse returned no result');
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
    // A page that sent the visitor elsewhere (My Favorites to sign-in) would measure the wrong page.
    const moved = lhr.finalDisplayedUrl !== url ? `ended at ${lhr.finalDisplayedUrl}` : null;
    const problems = [
      lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
      moved,
    ];
    const error = problems.filter((problem) => problem !== null).join('; ');
    return {
      score: lhr.categories.performance?.score ?? null,
      fcp_ms: audit('first-contentful-paint'),
      lcp_ms: audit('largest-contentful-paint'),
      tbt_ms: audit('total-blocking-time'),
      transfer_bytes: audit('total-byte-weight'),
      ...(error ? { error } : {}),
    };
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}

const round = (value: number | null, digits = 0) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** Medians of a page's samples, and its LCP next to the kiosk's. */
function summarize(page: PageToMeasure, samples: Sample[], kioskLcp: number | null): PageFigures {
  const lcp = median(samples.map((s) => s.lcp_ms));
  const score = median(samples.map((s) => s.score));
  const ratio = lcp !== null && kioskLcp ? lcp / kioskLcp : null;
  const errors = samples.flatMap((s) => (s.error ? [s.error] : []));
  return {
    page: page.name,
    path: page.path,
    runs: samples.length,
    score: round(score, 2),
    fcp_ms: round(median(samples.map((s) => s.fcp_ms))),
    lcp_ms: round(lcp),
    tbt_ms: round(median(samples.map((s) => s.tbt_ms))),
    transfer_bytes: round(median(samples.map((s) => s.transfer_bytes))),
    lcp_ratio_to_kiosk: round(ratio, 2),
    meets_targets:
      score === null || ratio === null
        ? null
        : score >= PAGE_TARGETS.minScore && ratio <= PAGE_TARGETS.maxLcpRatioToKiosk,
    ...(errors.length > 0 ? { errors } : {}),
  };
}

function printTable(figures: PageFigures[]): void {
  const cell = (value: number | null, unit = '') => (value === null ? '–' : `${value}${unit}`);
  const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
  const rows = [
    ['page', 'score', 'FCP', 'LCP', 'TBT', 'transfer', 'LCP/kiosk', 'targets'],
    ...figures.map((f) => [
      `${f.page} ${f.path}`,
      cell(f.score),
      seconds(f.fcp_ms),
      seconds(f.lcp_ms),
      cell(f.tbt_ms, ' ms'),
      f.transfer_bytes === null ? '–' : `${(f.transfer_bytes / 1024).toFixed(0)} KiB`,
      cell(f.lcp_ratio_to_kiosk, '×'),
      f.page === KIOSK ? 'reference' : f.meets_targets === null ? '–' : f.meets_targets ? 'met' : 'missed',
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) {
    console.error(row.map((text, column) => text.padEnd(widths[column] ?? 0)).join('  '));
  }
  console.error(
    `targets: score >= ${PAGE_TARGETS.minScore}, LCP <= ${PAGE_TARGETS.maxLcpRatioToKiosk} x kiosk's (not asserted)`,
  );
  for (const f of figures) for (const error of f.errors ?? []) console.error(`${f.page}: ${error}`);
}

/**
 * Measures every page `runs` times (round by round, so that a slow moment of the machine touches
 * every page alike) and answers the medians; prints the table on stderr as it goes.
 */
export async function pageSpeedBenchmark(runs = 1): Promise<{
  lighthouse: string;
  profile: string;
  runs: number;
  targets: typeof PAGE_TARGETS;
  machine: { before: ReturnType<typeof machineLoad>; after: ReturnType<typeof machineLoad> };
  pages: PageFigures[];
}> {
  const before = machineLoad();
  const site = await startDemoSite();
  const chromium = await launchChromium().catch(async (error) => {
    await site.stop();
    throw error;
  });
  try {
    const only = process.env.BENCH_PAGES?.split(',').filter((name) => name !== '');
    const pages = (await pagesToMeasure(site)).filter(
      (page) => !only || page.name === KIOSK || only.includes(page.name),
    );
    const samples = new Map<string, Sample[]>(pages.map((page) => [page.name, []]));
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        site.assertRunning();
        const sample = await measureOnce(chromium, `${site.baseUrl}${page.path}`, page.cookie);
        samples.get(page.name)?.push(sample);
        console.error(
          `pages run ${run}/${runs} ${page.name}: score ${sample.score ?? '–'}, LCP ${round(sample.lcp_ms) ?? '–'} ms${sample.error ? ` (${sample.error})` : ''}`,
        );
      }
    }
    const kioskLcp = median(samples.get(KIOSK)?.map((s) => s.lcp_ms) ?? []);
    const figures = pages.map((page) => summarize(page, samples.get(page.name) ?? [], kioskLcp));
    printTable(figures);
    const after = machineLoad();
    console.error(
      `load average ${before.load_average.join(' ')} before, ${after.load_average.join(' ')} after, on ${after.cpus} CPUs`,
    );
    return {
      lighthouse: '12.2.3',
      profile: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
      runs,
      targets: PAGE_TARGETS,
      machine: { before, after },
      pages: figures,
    };
  } finally {
    await chromium.close();
    await site.stop();
  }
}
