import type { SearchHit, SearchResult } from '@conf/api-client';
import type { SiteApi } from '../api.ts';
import { runSearch, type SearchOutcome } from '../search/runSearch.ts';

/** Most pages read for one list (600 records): far more than a schedule or a venue list holds. */
export const MAX_LIST_PAGES = 10;

/**
 * Every hit of a paged search: page 1, then the other pages (up to {@link MAX_LIST_PAGES}) at
 * once. A failed first page gives its message; a later failed page is left out (the pages that
 * answered are still worth showing).
 */
export async function allHits(run: (page: number) => Promise<SearchOutcome>): Promise<SearchHit[] | string> {
  const first = await run(1);
  if (first.status !== 'done') return first.status === 'failed' ? first.message : 'The search did not run';
  const pages = Math.min(MAX_LIST_PAGES, Math.ceil(first.result.total / first.result.per_page));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => run(i + 2)));
  const results: SearchResult[] = [first.result];
  for (const outcome of rest) if (outcome.status === 'done') results.push(outcome.result);
  return results.flatMap((result) => result.hits);
}

/**
 * The event hits of one programme day (POST /search with the `date` filter, every page): what "now
 * and next" and the time grid read a day from.
 */
export function eventsOfDay(api: SiteApi, year: number | undefined, day: string, signal: AbortSignal) {
  return allHits((page) =>
    runSearch(
      api,
      year,
      {
        models: ['event'],
        filters: [{ field: 'date', value: day }],
        grouping: 'date',
        ...(page > 1 ? { page } : {}),
      },
      signal,
    ),
  );
}
