import { CONTRIBUTOR_PAGE_SIZE } from '@conf/core';
import type { SearchOutcome } from '../search/runSearch.ts';

/**
 * Results in pages or with "Show more" (the `pagination` feature, spec sections 3 and 9).
 *
 * - `pagination` on (the default): pages of 60 with a pager; `?page=N` shows the Nth page.
 * - `pagination` off: one list that grows. A "Show more" link appends the next 60 results;
 *   `?page=N` then means "the first N pages", so the address still says what is shown and back,
 *   reload and shared links give the same list. Decided so because a list that only grows in
 *   memory would be lost on back navigation, and the spec keeps scroll positions on back.
 */

/**
 * Most pages one "Show more" address loads (600 results): each is one search call, and searches
 * are rate limited; past that the list asks to narrow the search.
 */
export const MAX_SHOWN_PAGES = 10;

/** Results per page of the search API (the contract's `per_page`). */
export const RESULTS_PER_PAGE = CONTRIBUTOR_PAGE_SIZE;

/** Concatenates the outcomes of pages 1..N into one list (the first failure wins). */
export function mergePages(outcomes: readonly SearchOutcome[]): SearchOutcome {
  const failed = outcomes.find((outcome) => outcome.status !== 'done');
  if (failed || outcomes.length === 0) return failed ?? { status: 'idle' };
  const results = outcomes.flatMap((outcome) => (outcome.status === 'done' ? [outcome.result] : []));
  const [first] = results;
  if (!first || results.length === 1) return outcomes[0] as SearchOutcome;
  const seen = new Set<string>();
  const hits = results
    .flatMap((result) => result.hits)
    .filter((hit) => {
      const key = `${hit.type}:${hit._id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  // One page of everything shown: the result area counts "Showing 1–N of total" from these.
  return { status: 'done', result: { ...first, hits, page: 1, per_page: first.per_page * results.length } };
}

/**
 * Runs the search of a list address: page `page` with `pagination` on; pages 1..`page` (at most
 * {@link MAX_SHOWN_PAGES}), merged, with it off. `run` searches one page.
 */
export async function searchShownPages(
  run: (page: number) => Promise<SearchOutcome>,
  page: number,
  pagination: boolean,
): Promise<SearchOutcome> {
  if (pagination || page <= 1) return run(page);
  const pages = Array.from({ length: Math.min(page, MAX_SHOWN_PAGES) }, (_, i) => i + 1);
  return mergePages(await Promise.all(pages.map((n) => run(n))));
}

/**
 * The page number the "Show more" link asks for: one more than the pages shown. `page` and
 * `perPage` are the result's (a merged list is page 1 of `perPage` = pages × 60).
 */
export function nextShownPage(page: number, perPage: number): number {
  return Math.ceil((page * perPage) / RESULTS_PER_PAGE) + 1;
}
