/**
 * `pnpm bench`: every benchmark, printing one JSON document (figures only, no assertions).
 * Start-up time and memory of the real server process on the demo and festival seeds, embedded.
 * Set BENCH_DATABASE_URL=postgres://… to add the PostgreSQL server figures.
 */
import { measureStartup } from './startup.ts';

const runs: { seed: string; database: string }[] = [
  { seed: 'demo', database: 'memory' },
  { seed: 'demo', database: 'pglite-dir' },
  { seed: 'festival', database: 'memory' },
];
if (process.env.BENCH_DATABASE_URL) runs.push({ seed: 'festival', database: process.env.BENCH_DATABASE_URL });

const startup = [];
for (const run of runs) startup.push(await measureStartup(run.seed, run.database));
console.log(JSON.stringify({ node: process.version, startup }, null, 2));
