import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { withPreview } from '../features/preview.ts';
import { searchShownPages } from '../features/showMore.ts';
import { loadFeatures } from '../features/siteFeatures.ts';
import { type LoadedStatuses, statusesOfOutcome } from '../live/loaderStatuses.ts';
import { throwNotFound } from '../routeErrors.ts';
import type { SiteDeps } from '../site.tsx';
import { routeYear } from '../year.ts';
import { runSearch, type SearchOutcome } from './runSearch.ts';
import { readSearchQuery, type SearchQuery, searchRequestBody, shouldRunSearch } from './searchQuery.ts';

/** The attendee directory, searching `term` when there is one. */
export function attendeeDirectoryHref(term: string): string {
  return term === '' ? '/attendees' : `/attendees?${new URLSearchParams({ q: term })}`;
}

/** What the search page shows: its state (from the address), the search's outcome, its events' live statuses. */
export interface SearchPageData {
  query: SearchQuery;
  outcome: SearchOutcome;
  statuses: LoadedStatuses;
}

/**
 * Loader of `/search`, `/search/{models}` and their `/{year}` forms. It runs again whenever the
 * address changes (react-router revalidates on a new query string), so a change of q, filters, h,
 * grouping or page re-runs the search; without models, term, filters or hash no search runs and
 * the page shows the prompt. The live statuses of the events found come with the result, so that
 * the page is rendered with them. A models segment that names nothing searchable is the 404 screen;
 * attendees have a directory of their own, where `/search/attendee` leads.
 */
export function searchPageLoader(
  deps: Pick<SiteDeps, 'api' | 'config' | 'user' | 'features' | 'serverRender' | 'offline'>,
) {
  const { api, config, user } = deps;
  // Without a network, the search is answered from the schedule kept on the device (docs/offline.md).
  const device = { offline: deps.offline, landingYear: config.landingYear };
  return async ({ params, request }: LoaderFunctionArgs): Promise<SearchPageData> => {
    const year = params.year === undefined ? undefined : routeYear(params.year, config.landingYear);
    const query = readSearchQuery(params.models, new URL(request.url).searchParams);
    if (query === null) throwNotFound(`'${params.models}' is not something the search knows`);
    if (query.models.includes('attendee')) throw redirect(attendeeDirectoryHref(query.term));
    if (!shouldRunSearch(query)) return { query, outcome: { status: 'idle' }, statuses: [] };
    // Flags: staff previews (preview_mode) and pages or "Show more" (pagination).
    const flags = await loadFeatures(deps);
    const outcome = await searchShownPages(
      (page) =>
        runSearch(
          api,
          year,
          withPreview(searchRequestBody({ ...query, page }), flags, user),
          request.signal,
          device,
        ),
      query.page,
      flags.pagination,
    );
    return { query, outcome, statuses: await statusesOfOutcome(deps, outcome, request.signal) };
  };
}
