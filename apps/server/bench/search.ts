/**
 * Search benchmarks on the festival catalogue (figures only, no assertions):
 * - in process: index build time and memory, type-ahead and full-search latencies, typo recall
 *   (festival imported into an in-memory PGlite, or into BENCH_DATABASE_URL);
 * - over HTTP at 50 connections on loopback: Koa hello-world vs suggestions vs full search, and the
 *   server process's memory, against the production bundle (built first) on embedded PGlite and on
 *   PostgreSQL (BENCH_DATABASE_URL, else a throwaway cluster from the machine's binaries when there
 *   are some; the festival catalogue is imported before the server starts).
 *
 *   pnpm --filter @conf/server bench search
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDemoCatalog } from '../src/catalog/demo/generate.ts';
import { importCatalog } from '../src/catalog/import.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { SearchIndex } from '../src/search/search-index.ts';
import { findPgBin, startPostgresCluster } from '../test/postgres-cluster.ts';
import { measureSearchHttp } from './search-http.ts';
import { measureSearchInProcess } from './search-inprocess.ts';
import { fullSearchQueries, suggestionTexts } from './search-queries.ts';

async function festivalDatabase(url: string): Promise<Database> {
  const db = await openDatabase(url);
  await migrateToLatest(db);
  await importCatalog(db, generateDemoCatalog('festival'));
  return db;
}

/** Builds the production bundle the HTTP figures are measured on (`node dist/main.js`). */
function buildServer(): void {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync('pnpm', ['run', 'build'], { cwd: serverDir, stdio: 'ignore' });
}

export async function searchBenchmarks(opts: { seconds: number }) {
  // Other work on the machine skews latencies: the load average says how busy it was.
  const loadBefore = os.loadavg().map((n) => Math.round(n * 100) / 100);
  buildServer();
  const inProcessUrl = process.env.BENCH_DATABASE_URL ?? 'memory:';
  const db = await festivalDatabase(inProcessUrl);
  let inProcess: Awaited<ReturnType<typeof measureSearchInProcess>>;
  let texts: string[];
  let searches: ReturnType<typeof fullSearchQueries>;
  try {
    inProcess = await measureSearchInProcess(db);
    const catalog = (await SearchIndex.build(db)).year(2026)?.catalog;
    if (!catalog) throw new Error('no 2026 catalogue');
    texts = suggestionTexts(catalog, 2000, 11);
    searches = fullSearchQueries(catalog, 500, 12);
  } finally {
    await db.close();
  }

  const http = [await measureSearchHttp({ suggestionTexts: texts, searches, seconds: opts.seconds })];
  if (process.env.BENCH_DATABASE_URL) {
    http.push(
      await measureSearchHttp({
        databaseUrl: process.env.BENCH_DATABASE_URL,
        suggestionTexts: texts,
        searches,
        seconds: opts.seconds,
      }),
    );
  } else {
    const bin = findPgBin();
    if (bin) {
      const cluster = await startPostgresCluster(bin);
      try {
        await (await festivalDatabase(cluster.url)).close();
        http.push(
          await measureSearchHttp({
            databaseUrl: cluster.url,
            suggestionTexts: texts,
            searches,
            seconds: opts.seconds,
          }),
        );
      } finally {
        await cluster.stop();
      }
    }
  }
  const loadAfter = os.loadavg().map((n) => Math.round(n * 100) / 100);
  return {
    machine: { cpus: os.cpus().length, load_average_before: loadBefore, load_average_after: loadAfter },
    database_in_process: inProcessUrl === 'memory:' ? 'pglite-memory' : 'postgresql',
    in_process: inProcess,
    http,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    JSON.stringify(await searchBenchmarks({ seconds: Number(process.env.BENCH_SECONDS ?? 10) }), null, 2),
  );
}
