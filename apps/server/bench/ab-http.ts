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

import { withFestivalDatabase } from './festival-database.ts';
import { load, searchRequest, startApp, stop, suggestionRequest } from './search-http.ts';

const [bundleA, bundleB, roundsArg = '3', secondsArg = '8'] = process.argv.slice(2);
if (!bundleA || !bundleB) throw new Error('usage: ab-http.ts <bundle A> <bundle B> [rounds] [seconds]');
const rounds = Number(roundsArg);
const seconds = Number(secondsArg);

await withFestivalDatabase(async ({ url, suggestionBodies, searchBodies }) => {
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
        figures.suggestions.push(pick(await load(app, suggestionRequest(suggestionBodies), 50, seconds)));
        figures.full_search.push(pick(await load(app, searchRequest(searchBodies), 50, seconds)));
      } finally {
        await stop(app);
      }
    }
  }
  console.log(JSON.stringify(runs, null, 2));
});
