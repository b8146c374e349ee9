import type { AttendeeSearchRequest } from '@conf/api-client';
import { Container } from '@conf/ui';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { SearchResults } from '../components/SearchResults.tsx';
import { SearchSidebarIsland } from '../components/SearchSidebarIsland.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { runAttendeeSearch, type SearchOutcome } from '../search/runSearch.ts';
import { readSearchQuery, type SearchQuery, searchHref } from '../search/searchQuery.ts';
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

/** The directory's search: attendees only, with the term and filters of the address. */
export function attendeeSearchBody(query: SearchQuery): AttendeeSearchRequest {
  const body: AttendeeSearchRequest = { models: ['attendee'] };
  if (query.term !== '') body.term = query.term;
  if (query.filters.length > 0) body.filters = query.filters;
  return body;
}

/**
 * Loader of `/attendees` (spec section 2): POST /search/attendees with `q` and `filters` of the
 * address; with neither, the directory lists everyone who did not opt out.
 */
export function attendeeDirectoryLoader({ api }: Pick<SiteDeps, 'api'>) {
  return async ({ request }: LoaderFunctionArgs): Promise<AttendeeDirectoryData> => {
    const params = new URL(request.url).searchParams;
    const query = readSearchQuery(undefined, params) as SearchQuery;
    const outcome = await runAttendeeSearch(api, attendeeSearchBody(query), request.signal);
    return { title: directoryTitle(params.get(TITLE_PARAM)), query, outcome };
  };
}

/** The address of a directory search, keeping a given title. */
function directoryHref(query: SearchQuery, title: string): string {
  const href = searchHref('/attendees', { ...query, grouping: null, page: 1 });
  if (title === DIRECTORY_TITLE) return href;
  const separator = href.includes('?') ? '&' : '?';
  return `${href}${separator}${new URLSearchParams({ [TITLE_PARAM]: title })}`;
}

/** The attendee directory: search by name, company, title, hometown or industry, with filters. */
export function AttendeeDirectoryScreen() {
  const { title, query, outcome } = useLoaderData() as AttendeeDirectoryData;
  const update = useSearchUpdate(query, (next) => directoryHref(next, title));
  usePageTitle(title);
  return (
    <Container size="wide" className="site-search">
      <h1>{title}</h1>
      <div className="site-search-layout">
        <SearchSidebarIsland query={query} outcome={outcome} update={update} />
        <div className="site-search-results">
          <SearchResults
            outcome={outcome}
            grouping="models"
            linkYear={undefined}
            hasCriteria={query.term !== '' || query.filters.length > 0}
            headingLevel={2}
            showErrors
          />
        </div>
      </div>
    </Container>
  );
}

export { AttendeeDirectoryScreen as Component };
