/**
 * A/B of two server bundles over HTTP, for changes to the request path (middleware, routing,
 * validation): the festival catalogue is imported once into a throwaway PostgreSQL cluster (or
 * BENCH_DATABASE_URL), then each bundle in turn answers the suggestion and full-search loads of
 * `pnpm bench search` (50 connections), for several rounds, A and B alternating so that other work on
 * the machine weighs on both alike. Prints per bundle the server CPU time per request (the figure that
 * load on the machine disturbs least) and requests/s of every round, JSON. Figures only.
 *
 *   pnpm --filter @conf/server exec tsx bench/ab-http.ts <bundle A> <bundle B> [rounds] [seconds]
 */
import { generateDemoCatalog } from '../src/catalog/demo/generate.ts';
import { importCatalog } from '../src/catalog/import.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { SearchIndex } from '../src/search/search-index.ts';
import { findPgBin, startPostgresCluster } from '../test/postgres-cluster.ts';
import { load, rotating, startApp, stop } from './search-http.ts';
import { fullSearchQueries, suggestionTexts } from './search-queries.ts';

const [bundleA, bundleB, roundsArg = '3', secondsArg = '8'] = process.argv.slice(2);
if (!bundleA || !bundleB) throw new Error('usage: ab-http.ts <bundle A> <bundle B> [rounds] [seconds]');
const rounds = Number(roundsArg);
const seconds = Number(secondsArg);

const bin = process.env.BENCH_DATABASE_URL ? null : findPgBin();
if (!process.env.BENCH_DATABASE_URL && !bin)
  throw new Error('needs BENCH_DATABASE_URL or PostgreSQL binaries');
const cluster = bin ? await startPostgresCluster(bin) : null;
const url = process.env.BENCH_DATABASE_URL ?? (cluster?.url as string);
try {
  const db = await openDatabase(url);
  await migrateToLatest(db);
  await importCatalog(db, generateDemoCatalog('festival'));
  const catalog = (await SearchIndex.build(db)).year(2026)?.catalog;
  await db.close();
  if (!catalog) throw new Error('no 2026 catalogue');
  const suggestionBodies = suggestionTexts(catalog, 2000, 11).map((q) => JSON.stringify({ q }));
  const searchBodies = fullSearchQueries(catalog, 500, 12).map((q) => JSON.stringify(q));
  const json = { 'content-type': 'application/json' };

  const runs: Record<string, { suggestions: unknown[]; full_search: unknown[] }> = {
    [bundleA]: { suggestions: [], full_search: [] },
    [bundleB]: { suggestions: [], full_search: [] },
  };
  for (let round = 0; round < rounds; round++) {
    for (const bundle of round % 2 === 0 ? [bundleA, bundleB] : [bundleB, bundleA]) {
      const app = await startApp(url, bundle);
      try {
        const figures = runs[bundle] as { suggestions: unknown[]; full_search: unknown[] };
        const pick = (r: Awaited<ReturnType<typeof load>>) => ({
          cpu_us: r.server_cpu_us_per_request,
          rps: r.requests_per_s,
          p99: r.latency_ms.p99,
          non_2xx: r.non_2xx,
        });
        figures.suggestions.push(
          pick(
            await load(
              app,
              {
                method: 'POST',
                path: '/search/suggestions',
                headers: json,
                setupRequest: rotating(suggestionBodies),
              },
              50,
              seconds,
            ),
          ),
        );
        figures.full_search.push(
          pick(
            await load(
              app,
              { method: 'POST', path: '/search', headers: json, setupRequest: rotating(searchBodies) },
              50,
              seconds,
            ),
          ),
        );
      } finally {
        await stop(app);
      }
    }
  }
  console.log(JSON.stringify(runs, null, 2));
} finally {
  await cluster?.stop();
}
