import type { AttendeeSearchRequest } from '@conf/api-client';
import { Container } from '@conf/ui';
import { useCallback } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { SearchResults } from '../components/SearchResults.tsx';
import { SearchSidebarIsland } from '../components/SearchSidebarIsland.ts';
import { searchShownPages } from '../features/showMore.ts';
import { loadFeatures } from '../features/siteFeatures.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { useRouteYear } from '../routeYear.ts';
import { runAttendeeSearch, type SearchOutcome } from '../search/runSearch.ts';
import { readSearchQuery, type SearchQuery, searchHref } from '../search/searchQuery.ts';
import { useAppliedQuery } from '../search/useAppliedQuery.ts';
import { useSearchUpdate } from '../search/useSearchUpdate.ts';
import type { SiteDeps } from '../site.tsx';

export const DIRECTORY_TITLE = 'Attendee Directory';
const TITLE_PARAM = 'title';

export interface AttendeeDirectoryData {
  /** The page's heading: `?title=` when given, else "Attendee Directory". */
  title: string;
  query: SearchQuery;
  outcome: SearchOutcome;
}

/** The heading of the directory: the `title` query parameter when given, else "Attendee Directory". */
export function directoryTitle(param: string | null): string {
  return param?.trim() || DIRECTORY_TITLE;
}

/** The directory's search: attendees only, with the term, filters and page of the address. */
export function attendeeSearchBody(query: SearchQuery, page = 1): AttendeeSearchRequest {
  const body: AttendeeSearchRequest = { models: ['attendee'] };
  if (query.term !== '') body.term = query.term;
  if (query.filters.length > 0) body.filters = query.filters;
  if (page > 1) body.page = page;
  return body;
}

/**
 * Loader of `/attendees` (spec section 2): POST /search/attendees with `q`, `filters` and `page` of
 * the address; with neither, the directory lists everyone who did not opt out. It pages like the
 * other lists (issue 16): page links, or "Show more" without the `pagination` feature.
 */
export function attendeeDirectoryLoader(deps: Pick<SiteDeps, 'api' | 'config' | 'features'>) {
  return async ({ request }: LoaderFunctionArgs): Promise<AttendeeDirectoryData> => {
    const params = new URL(request.url).searchParams;
    const query = readSearchQuery(undefined, params) as SearchQuery;
    const flags = await loadFeatures(deps);
    const outcome = await searchShownPages(
      (page) => runAttendeeSearch(deps.api, attendeeSearchBody(query, page), request.signal),
      query.page,
      flags.pagination,
    );
    return { title: directoryTitle(params.get(TITLE_PARAM)), query, outcome };
  };
}

/** The address of a directory search (its first page unless `page` says), keeping a given title. */
function directoryHref(query: SearchQuery, title: string, page = 1): string {
  const href = searchHref('/attendees', { ...query, grouping: null, page });
  if (title === DIRECTORY_TITLE) return href;
  const separator = href.includes('?') ? '&' : '?';
  return `${href}${separator}${new URLSearchParams({ [TITLE_PARAM]: title })}`;
}

/** The attendee directory: search by name, company, title, hometown or industry, with filters. */
export function AttendeeDirectoryScreen() {
  const { title, query, outcome } = useLoaderData() as AttendeeDirectoryData;
  const { year } = useRouteYear();
  const update = useSearchUpdate(query, (next) => directoryHref(next, title));
  const sidebarQuery = useAppliedQuery(query);
  const pageHref = useCallback((page: number) => directoryHref(query, title, page), [query, title]);
  usePageTitle(title);
  return (
    <Container size="wide" className="site-search">
      <h1>{title}</h1>
      <div className="site-search-layout">
        <SearchSidebarIsland
          query={sidebarQuery}
          outcome={outcome}
          update={update}
          year={year}
          pathname="/attendees"
        />
        <div className="site-search-results">
          <SearchResults
            outcome={outcome}
            grouping="models"
            linkYear={undefined}
            hasCriteria={query.term !== '' || query.filters.length > 0}
            pageHref={pageHref}
            headingLevel={2}
            showErrors
          />
        </div>
      </div>
    </Container>
  );
}

export { AttendeeDirectoryScreen as Component };
