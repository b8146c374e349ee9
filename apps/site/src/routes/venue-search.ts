import type { SearchHit, SearchRequest } from '@conf/api-client';
import type { SiteApi } from '../api.ts';
import { runSearch } from '../search/runSearch.ts';

/** At most this many pages of 60 hits are read for one venue page (3,000 records). */
export const MAX_VENUE_PAGES = 50;

/**
 * Every hit of a search, page after page (60 per page) up to {@link MAX_VENUE_PAGES}; `null` when
 * a page fails (runSearch logs it). Used by the venue pages, which list everything at once.
 */
export async function searchAllPages(
  api: SiteApi,
  year: number | undefined,
  body: Omit<SearchRequest, 'page'>,
  signal?: AbortSignal,
): Promise<SearchHit[] | null> {
  const hits: SearchHit[] = [];
  for (let page = 1; page <= MAX_VENUE_PAGES; page++) {
    const outcome = await runSearch(api, year, { ...body, page }, signal);
    if (outcome.status !== 'done') return null;
    hits.push(...outcome.result.hits);
    if (outcome.result.hits.length === 0 || hits.length >= outcome.result.total) break;
  }
  return hits;
}

/** The hidden `venue_id` filter: the events of a venue and of every room inside it. */
export function venueEventsFilter(venueId: string) {
  return { field: 'venue_id', value: venueId, models: ['event' as const] };
}
