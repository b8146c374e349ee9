/**
 * `pnpm bench`: every benchmark, printing one JSON document (figures only, no assertions).
 * - startup: start-up time and memory of the real server process on the demo and festival seeds,
 *   embedded (set BENCH_DATABASE_URL=postgres://… to add the PostgreSQL server figures);
 * - search: the search index on the festival catalogue, in process and over HTTP (see search.ts).
 * `pnpm bench startup` or `pnpm bench search` runs one of them; BENCH_SECONDS sets how long each
 * HTTP load runs (default 10).
 */
import { searchBenchmarks } from './search.ts';
import { measureStartup } from './startup.ts';

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
console.log(JSON.stringify(output, null, 2));
