/**
 * Load for profiling the HTTP path: drives a server that is already running (e.g. the production
 * bundle started with `node --cpu-prof dist/main.js`, SEED=festival, SITE_MODE=none) with type-ahead
 * suggestions or full searches from the festival catalogue, for a bounded time at 50 connections.
 *
 *   pnpm --filter @conf/server exec tsx bench/profile-load.ts <port> [suggestions|search] [seconds]
 */
import autocannon from 'autocannon';
import { generateDemoCatalog } from '../src/catalog/demo/generate.ts';
import { importCatalog } from '../src/catalog/import.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { SearchIndex } from '../src/search/search-index.ts';
import { fullSearchQueries, suggestionTexts } from './search-queries.ts';

const [port, kind = 'suggestions', seconds = '10'] = process.argv.slice(2);
const db = await openDatabase('memory:');
await migrateToLatest(db);
await importCatalog(db, generateDemoCatalog('festival'));
const catalog = (await SearchIndex.build(db)).year(2026)?.catalog;
await db.close();
if (!catalog) throw new Error('no 2026 catalogue');
const bodies =
  kind === 'search'
    ? fullSearchQueries(catalog, 500, 12).map((q) => JSON.stringify(q))
    : suggestionTexts(catalog, 2000, 11).map((q) => JSON.stringify({ q }));
let next = 0;
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: 50,
  duration: Number(seconds),
  requests: [
    {
      method: 'POST',
      path: kind === 'search' ? '/search' : '/search/suggestions',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] as string }),
    },
  ],
});
console.log(
  JSON.stringify({
    kind,
    requests_per_s: result.requests.average,
    p99: result.latency.p99,
    non_2xx: result.non2xx,
  }),
);
