/**
 * Memory of the production server with the festival catalogue on PostgreSQL, under the type-ahead and
 * full-search loads of `pnpm bench search`, for one or more sets of Node options (to weigh a V8 setting
 * against the memory target of issue 3). The festival catalogue is imported once into a throwaway
 * cluster (or BENCH_DATABASE_URL). Prints JSON: RSS when ready, after each load, and server CPU per
 * request, per option set. Figures only.
 *
 *   pnpm --filter @conf/server bench:memory [seconds] ['--opt1 --opt2' ...]
 *
 * Without option sets, the Node options of the `start` script. Measured on the 2-core machine
 * (2026-11-22, 13 s loads, RSS ready / after the search load): no options 472–483 / 546–576 MB;
 * `--max-semi-space-size=8` 450 / 490–546 MB; with `--max-old-space-size=512` as well 377 / 449 MB
 * (V8 sizes its heap growth by the limit; the festival's live heap is about 200 MB), the same CPU
 * per request within the noise: what `start` runs.
 */

import { withFestivalDatabase } from './festival-database.ts';
import { productionCommand } from './production-command.ts';
import { load, memoryOf, searchRequest, startApp, stop, suggestionRequest } from './search-http.ts';

const [secondsArg = '10', ...optionSets] = process.argv.slice(2);
const seconds = Number(secondsArg);
const variants = optionSets.length > 0 ? optionSets : [productionCommand().nodeOptions.join(' ')];

await withFestivalDatabase(async ({ url, suggestionBodies, searchBodies }) => {
  const results = [];
  for (const variant of variants) {
    const nodeArgs = variant.split(' ').filter(Boolean);
    const app = await startApp(url, productionCommand().entry, nodeArgs);
    const pid = app.child.pid as number;
    try {
      const ready = memoryOf(pid);
      const suggestions = await load(app, suggestionRequest(suggestionBodies), 50, seconds);
      const afterSuggestions = memoryOf(pid);
      const search = await load(app, searchRequest(searchBodies), 50, seconds);
      const afterSearch = memoryOf(pid);
      // V8 gives back heap it grew under load once the load is over: what the process settles at.
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      results.push({
        node_options: variant || '(none)',
        rss_mb: {
          ready: ready.rss_mb,
          after_suggestions: afterSuggestions.rss_mb,
          after_search: afterSearch.rss_mb,
          settled_10s_after: memoryOf(pid).rss_mb,
        },
        suggestions: { cpu_us: suggestions.server_cpu_us_per_request, rps: suggestions.requests_per_s },
        full_search: { cpu_us: search.server_cpu_us_per_request, rps: search.requests_per_s },
      });
    } finally {
      await stop(app);
    }
  }
  console.log(JSON.stringify(results, null, 2));
});
