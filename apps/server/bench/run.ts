/**
 * `pnpm bench`: every benchmark, printing one JSON document (figures only, no assertions).
 * - startup: start-up time and memory of the real server process on the demo and festival seeds,
 *   embedded (set BENCH_DATABASE_URL=postgres://… to add the PostgreSQL server figures);
 * - search: the search index on the festival catalogue, in process and over HTTP (see search.ts).
 * - pages: Lighthouse (mobile profile) on the site's main pages next to /kiosk (see pages.ts);
 * - lists: how soon the search page's tiles render and respond after its data (see lists.ts);
 * - snapshot: the bytes of the SXSW 2026 schedule snapshot on the wire, gzip and Brotli, against the
 *   2 MB budget of issue 15 (see schedule-snapshot.ts);
 * - typeahead: the device's type-ahead on the SXSW 2026 programme in Chromium with a 4× CPU slowdown,
 *   per-keystroke times and agreement with the server's top 8 (see typeahead.ts).
 * `pnpm bench startup`, `pnpm bench search`, `pnpm bench pages`, `pnpm bench lists`,
 * `pnpm bench snapshot` or `pnpm bench typeahead` runs one of them; BENCH_SECONDS sets how long each HTTP load runs (default
 * 10), BENCH_PAGE_RUNS how many
 * Lighthouse runs each page gets (default 1, the median of several) and BENCH_PAGES which pages
 * (names of pages.ts, comma-separated), BENCH_LIST_RUNS the runs of each list measurement (default
 * 5) and BENCH_LIST_CPU its CPU slowdowns (default 1,4). The page benchmarks need the built site:
 * `pnpm bench` builds it with the server.
 */
import { listRenderingBenchmark } from './lists.ts';
import { pageSpeedBenchmark } from './pages.ts';
import { scheduleSnapshotBenchmark } from './schedule-snapshot.ts';
import { searchBenchmarks } from './search.ts';
import { measureStartup } from './startup.ts';
import { typeaheadBenchmark } from './typeahead.ts';

const only = process.argv[2];
const output: Record<string, unknown> = { node: process.version };

if (!only || only === 'startup') {
  const runs: { seed: string; database: string }[] = [
    { seed: 'demo', database: 'memory' },
    { seed: 'demo', database: 'pglite-dir' },
    { seed: 'festival', database: 'memory' },
  ];
  if (process.env.BENCH_DATABASE_URL)
    runs.push({ seed: 'festival', database: process.env.BENCH_DATABASE_URL });
  const startup = [];
  for (const run of runs) startup.push(await measureStartup(run.seed, run.database));
  output.startup = startup;
}
if (!only || only === 'search') {
  output.search = await searchBenchmarks({ seconds: Number(process.env.BENCH_SECONDS ?? 10) });
}
if (!only || only === 'pages') {
  output.pages = await pageSpeedBenchmark(Number(process.env.BENCH_PAGE_RUNS ?? 1));
}
if (!only || only === 'lists') {
  output.lists = await listRenderingBenchmark(Number(process.env.BENCH_LIST_RUNS ?? 5));
}
if (!only || only === 'snapshot') {
  output.snapshot = await scheduleSnapshotBenchmark();
}
if (!only || only === 'typeahead') {
  output.typeahead = await typeaheadBenchmark();
}
console.log(JSON.stringify(output, null, 2));
