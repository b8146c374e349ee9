/**
 * `pnpm bench lists`: how soon the event search page (`/{year}/search/event`) shows and responds
 * after its data arrives (issue 12, "lists that render at once": 60 tiles interactive within
 * 100 ms of the data on a desktop CPU). Playwright's Chromium (Debian's) at a desktop size against
 * the built server on the demo seed (demo-site.ts), three actions:
 * - `load`: a full page load (a fresh browser context);
 * - `filter`: a click on a filter checkbox of the sidebar;
 * - `page`: a click on the pager's page 2 (or Next, or Show more);
 * each without and with a 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate; BENCH_LIST_CPU=1
 * for one of them only), BENCH_LIST_RUNS times (default 5), reporting medians of: the data's
 * arrival after the action, then after the data the first tile, all tiles, settled (every tile
 * showing its record in full, none `aria-busy`: ResultGroups settles a long list in two steps, the
 * tiles away from the screen a moment later, decision 0032), interactive (painted,
 * and no long task left) and the blocking time. The machine's load average is recorded beside, and
 * before each run Chromium's benchmark index (benchmark-index.ts: 1000+ is a desktop-class CPU), so
 * that each run says what class of CPU it had on this shared machine.
 * Tiles are found by role (list-probe.ts), so the figures survive markup changes.
 * What the page records is list-probe.ts; how the figures are read from it, list-timings.ts.
 * Figures only; printed as a table on stderr, returned for the JSON document of run.ts.
 */
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import {
  type BenchmarkIndexes,
  benchmarkIndex,
  describeIndexes,
  summarizeIndexes,
} from './benchmark-index.ts';
import { DEMO_YEAR, type DemoSite, startDemoSite } from './demo-site.ts';
import { LIST_PROBE_SCRIPT, type ListProbeRecord } from './list-probe.ts';
import { isSearchRequest, type ListTimings, listTimings } from './list-timings.ts';
import { machineLoad } from './machine.ts';
import { median } from './median.ts';

const SEARCH_PATH = `/${DEMO_YEAR}/search/event`;
/** How long tiles and long tasks must stay still before a measurement ends. */
const QUIET_MS = 1_000;
const ACTION_TIMEOUT_MS = 60_000;
/** CPU slowdowns to measure at (BENCH_LIST_CPU=1,4 by default; 1 is none). */
const THROTTLES = (process.env.BENCH_LIST_CPU ?? '1,4').split(',').map(Number);
type Action = 'load' | 'filter' | 'page';
const ACTIONS: Action[] = ['load', 'filter', 'page'];

/** The hit ids of the search answers the page received, latest last (read in Node from the responses). */
function collectSearchAnswers(page: Page): { ids: string[]; at: number }[] {
  const answers: { ids: string[]; at: number }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if ((type !== 'fetch' && type !== 'xhr') || !isSearchRequest(response.url())) return;
    const at = Date.now();
    const body: unknown = await response.json().catch(() => null);
    const hits = (body as { hits?: { _id?: unknown }[] } | null)?.hits;
    if (Array.isArray(hits)) answers.push({ at, ids: hits.map((hit) => String(hit._id)) });
  });
  return answers;
}

async function throttled(context: BrowserContext, page: Page, rate: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The first of the candidates that is on the page (they are tried in order). */
async function firstPresent(candidates: Locator[]): Promise<Locator | null> {
  for (const candidate of candidates) if ((await candidate.count()) > 0) return candidate.first();
  return null;
}

/**
 * A filter checkbox of the sidebar, to click through its label (the input itself is visually
 * hidden under the drawn box). The second option, not the first: the results are sorted by date,
 * so the first day's filter would keep the first page's tiles as they were.
 */
async function filterCheckbox(page: Page): Promise<Locator | null> {
  const boxes = page.getByRole('region', { name: 'Filters' }).getByRole('checkbox');
  const fallback = page.getByRole('main').getByRole('checkbox');
  const chosen = (await boxes.count()) > 0 ? boxes : fallback;
  const count = await chosen.count();
  if (count === 0) return null;
  const box = chosen.nth(Math.min(1, count - 1));
  const label = box.locator('xpath=ancestor::label[1]');
  return (await label.count()) > 0 ? label : box;
}

async function pageTwoLink(page: Page): Promise<Locator | null> {
  return firstPresent([
    page.getByRole('link', { name: 'Page 2', exact: true }),
    page.getByRole('link', { name: 'Next', exact: true }),
    page.getByRole('link', { name: 'Show more', exact: true }),
    page.getByRole('button', { name: 'Show more', exact: true }),
  ]);
}

/** The probe's record (JSON leaves its functions out) and when the document's response ended. */
async function readRecord(page: Page): Promise<{ record: ListProbeRecord; documentResponseEnd: number }> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __listBench: ListProbeRecord }).__listBench;
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    return { record: JSON.parse(JSON.stringify(probe)), documentResponseEnd: navigation?.responseEnd ?? 0 };
  });
}

/** Waits until the tiles changed after the action and the page is still, then reads the figures. */
async function settle(page: Page, answers: { ids: string[]; at: number }[], since: number) {
  await page.waitForFunction(
    (quiet) =>
      (window as unknown as { __listBench: { settled: (q: number) => boolean } }).__listBench.settled(quiet),
    QUIET_MS,
    { timeout: ACTION_TIMEOUT_MS, polling: 100 },
  );
  const { record, documentResponseEnd } = await readRecord(page);
  const answer = answers.filter((a) => a.at >= since).at(-1);
  return listTimings({
    record,
    expectedIds: answer?.ids ?? null,
    documentResponseEnd,
  });
}

/** One measured action on a page the probe is installed in: reset the probe, act, settle. */
async function measureClick(page: Page, answers: { ids: string[]; at: number }[], target: Locator) {
  await page.evaluate(() =>
    (window as unknown as { __listBench: { reset: () => void } }).__listBench.reset(),
  );
  const since = Date.now();
  await target.click();
  return settle(page, answers, since);
}

/** One run's figures per action, or why the action could not be measured. */
type Run = Record<Action, ListTimings | string>;

const failure = (error: unknown) =>
  `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;

/**
 * One run: a full load (measured) and the filter click; then a second load of the same address in
 * the same context (not measured) and the click to page 2. An action that fails is reported, and
 * the others still run.
 */
async function measureRun(browser: Browser, site: DemoSite, rate: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: LIST_PROBE_SCRIPT });
  const open = async () => {
    const page = await context.newPage();
    const answers = collectSearchAnswers(page);
    if (rate > 1) await throttled(context, page, rate);
    const since = Date.now();
    await page.goto(`${site.baseUrl}${SEARCH_PATH}`, { timeout: ACTION_TIMEOUT_MS });
    return { page, answers, load: await settle(page, answers, since) };
  };
  const clickOn = async (choose: (page: Page) => Promise<Locator | null>, missing: string) => {
    const opened = await open();
    const target = await choose(opened.page);
    const timings = target ? await measureClick(opened.page, opened.answers, target) : missing;
    await opened.page.close();
    return { load: opened.load, timings };
  };
  try {
    const filtered = await clickOn(filterCheckbox, 'no filter checkbox found').catch(failure);
    const paged = await clickOn(pageTwoLink, 'no page 2 link found').catch(failure);
    return {
      load: typeof filtered === 'string' ? filtered : filtered.load,
      filter: typeof filtered === 'string' ? filtered : filtered.timings,
      page: typeof paged === 'string' ? paged : paged.timings,
    };
  } finally {
    await context.close();
  }
}

type Figure = Exclude<keyof ListTimings, 'data_source'>;
const FIGURES: Figure[] = [
  'data_ms',
  'first_tile_ms',
  'all_tiles_ms',
  'settled_ms',
  'interactive_ms',
  'interactive_from_action_ms',
  'blocking_ms',
  'tiles',
];

export interface ListActionFigures {
  action: Action;
  cpu_slowdown: number;
  runs: number;
  /** Medians over the runs that measured the action. */
  median: Record<Figure, number | null>;
  data_source: string[];
  errors?: string[];
}

function summarize(action: Action, rate: number, runs: Run[]): ListActionFigures {
  const measured = runs.map((run) => run[action]).filter((t): t is ListTimings => typeof t !== 'string');
  const errors = runs.map((run) => run[action]).filter((t): t is string => typeof t === 'string');
  return {
    action,
    cpu_slowdown: rate,
    runs: measured.length,
    median: Object.fromEntries(FIGURES.map((f) => [f, median(measured.map((t) => t[f]))])) as Record<
      Figure,
      number | null
    >,
    data_source: [...new Set(measured.map((t) => t.data_source))],
    ...(errors.length > 0 ? { errors } : {}),
  };
}

function printTable(figures: ListActionFigures[]): void {
  const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
  const rows = [
    [
      'action',
      'CPU',
      'runs',
      'data',
      'first tile',
      'all tiles',
      'interactive',
      'settled',
      'blocking',
      'tiles',
    ],
    ...figures.map((f) => [
      f.action,
      `${f.cpu_slowdown}x`,
      String(f.runs),
      ms(f.median.data_ms),
      ms(f.median.first_tile_ms),
      ms(f.median.all_tiles_ms),
      ms(f.median.interactive_ms),
      ms(f.median.settled_ms),
      ms(f.median.blocking_ms),
      f.median.tiles === null ? '–' : String(f.median.tiles),
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  console.error(`\n${SEARCH_PATH}: medians; data after the action, the rest after the data`);
  for (const row of rows)
    console.error(row.map((text, column) => text.padEnd(widths[column] ?? 0)).join('  '));
  for (const f of figures)
    for (const error of f.errors ?? []) console.error(`${f.action} ${f.cpu_slowdown}x: ${error}`);
}

/** Every action `runs` times at each CPU slowdown; medians, printed and returned. */
export async function listRenderingBenchmark(runs = 5): Promise<{
  path: string;
  viewport: string;
  runs: number;
  machine: {
    before: ReturnType<typeof machineLoad>;
    after: ReturnType<typeof machineLoad>;
    benchmark_index: BenchmarkIndexes;
  };
  actions: ListActionFigures[];
}> {
  const before = machineLoad();
  const site = await startDemoSite();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const figures: ListActionFigures[] = [];
    const indexes: (number | null)[] = [];
    for (const rate of THROTTLES) {
      const results: Run[] = [];
      for (let run = 1; run <= runs; run++) {
        site.assertRunning();
        const index = await benchmarkIndex(browser).catch(() => null);
        indexes.push(index);
        const result = await measureRun(browser, site, rate).catch((error: unknown): Run => {
          const message = failure(error);
          return { load: message, filter: message, page: message };
        });
        results.push(result);
        console.error(
          `lists ${rate}x run ${run}/${runs} (benchmark index ${index ?? '–'}): ${ACTIONS.map((a) => {
            const t = result[a];
            return typeof t === 'string'
              ? `${a} –`
              : `${a} ${t.all_tiles_ms ?? '–'}/${t.interactive_ms ?? '–'} ms`;
          }).join(', ')}`,
        );
      }
      for (const action of ACTIONS) figures.push(summarize(action, rate, results));
    }
    printTable(figures);
    const after = machineLoad();
    const benchmark_index = summarizeIndexes(indexes);
    console.error(
      `load average ${before.load_average.join(' ')} before, ${after.load_average.join(' ')} after, on ${after.cpus} CPUs`,
    );
    console.error(describeIndexes(benchmark_index));
    return {
      path: SEARCH_PATH,
      viewport: '1280x800',
      runs,
      machine: { before, after, benchmark_index },
      actions: figures,
    };
  } finally {
    await browser?.close();
    await site.stop();
  }
}
