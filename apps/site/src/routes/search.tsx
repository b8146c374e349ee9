import type { Features } from '@conf/core';
import { yearPath } from '@conf/core';
import { CategoryTabs, Container, Link } from '@conf/ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { ChoiceLinks } from '../components/ChoiceLinks.tsx';
import { SearchResults } from '../components/SearchResults.tsx';
import { SearchSidebarIsland } from '../components/SearchSidebarIsland.ts';
import { AlphaJump } from '../features/AlphaJump.tsx';
import { useFeatures } from '../features/siteFeatures.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { useRouteYear } from '../routeYear.ts';
import type { SearchPageData } from '../search/searchLoader.ts';
import {
  effectiveGrouping,
  GROUPINGS,
  type SearchQuery,
  searchHref,
  withGrouping,
  withPage,
} from '../search/searchQuery.ts';
import { SEARCH_TABS, type SearchTabId, searchTabHref, searchTabOf } from '../search/searchTabs.ts';
import { useAppliedQuery } from '../search/useAppliedQuery.ts';
import { useSearchUpdate } from '../search/useSearchUpdate.ts';

export { searchPageLoader } from '../search/searchLoader.ts';

const GROUPING_LABELS = { models: 'By type', alphabetical: 'A–Z', date: 'By date' } as const;

/** Tabs that exist only with their feature: the attendee directory and the venues. */
const TAB_FEATURES: Partial<Record<SearchTabId, keyof Features>> = {
  attendees: 'attendee_directory',
  venues: 'venues',
};

/** The category tabs of the features that are on. */
export function visibleSearchTabs(features: Features) {
  return SEARCH_TABS.filter(({ id }) => {
    const flag = TAB_FEATURES[id];
    return flag === undefined || features[flag];
  });
}

/**
 * The results of the search shown, handed to the category tab panel through context: a new search
 * renders the results alone, not the tabs and their panel. React Aria's TabPanel looks for a
 * tabbable element in its content after each of its renders (`useHasTabbableChild`, with
 * `checkVisibility`), which forced a layout of the whole list in the middle of the update
 * (docs/benchmarks.md). Its MutationObserver still looks once per change, after the commit.
 */
const ShownResults = createContext<ReactNode>(null);

function ShownResultsSlot() {
  return useContext(ShownResults);
}

/**
 * `/search`, `/search/{models}` (and under a year): the filter sidebar and the grouped results.
 * Everything the visitor changes (term, filters, Clear All, grouping, page) becomes a new address,
 * whose loader runs the search: back and forward walk through the searches. Category tabs (All,
 * Events, Contributors, Brands, Venues, Attendees) switch what is searched, keeping the term.
 */
export function SearchScreen() {
  const { query, outcome, statuses } = useLoaderData() as SearchPageData;
  const { pathname } = useLocation();
  const { year, linkYear } = useRouteYear();
  usePageTitle(query.term ? `Search: ${query.term}` : 'Search');
  const hrefOf = useCallback((next: SearchQuery) => searchHref(pathname, next), [pathname]);
  const pageHref = useCallback((page: number) => hrefOf(withPage(query, page)), [hrefOf, query]);
  const grouping = effectiveGrouping(query);
  const update = useSearchUpdate(query, hrefOf);
  const sidebarQuery = useAppliedQuery(query);
  const features = useFeatures();
  const tabs = useMemo(() => visibleSearchTabs(features), [features]);
  const shownTab = searchTabOf(query.models);
  // A tab whose feature is off is not offered; its results still show, without the tabs.
  const tab = tabs.some(({ id }) => id === shownTab) ? shownTab : null;
  // Built again only for a new search: while the next one loads, nothing here renders again.
  const results = useMemo(
    () => (
      <>
        {outcome.status === 'done' ? (
          <ChoiceLinks
            label="Group results"
            choices={GROUPINGS.map((option) => ({
              label: GROUPING_LABELS[option],
              href: hrefOf(withGrouping(query, option)),
              current: option === grouping,
            }))}
          />
        ) : null}
        {/* The events as a day of rooms × hours (issue 16 item 2), from the schedule itself. */}
        {shownTab === 'events' ? (
          <p className="site-grid-link">
            <Link href={yearPath(linkYear, '/grid')}>See a day as a time grid</Link>
          </p>
        ) : null}
        <AlphaJump outcome={outcome} grouping={grouping} pageHref={pageHref}>
          <SearchResults
            outcome={outcome}
            grouping={grouping}
            linkYear={linkYear}
            hasCriteria={query.term !== '' || query.filters.length > 0}
            pageHref={pageHref}
            headingLevel={2}
            statuses={statuses}
          />
        </AlphaJump>
      </>
    ),
    [outcome, grouping, hrefOf, query, linkYear, pageHref, statuses, shownTab],
  );
  // The same element while tab, term and year stay: only the results slot renders again.
  const panel = useMemo(
    () =>
      tab === null ? (
        <ShownResultsSlot />
      ) : (
        <CategoryTabs
          items={tabs}
          selectedKey={tab}
          hrefFor={(id) => searchTabHref(id as SearchTabId, query.term, linkYear)}
          label="Search in"
        >
          <ShownResultsSlot />
        </CategoryTabs>
      ),
    [tab, tabs, query.term, linkYear],
  );

  return (
    <Container size="wide" className="site-search">
      <h1>Search</h1>
      <div className="site-search-layout">
        <SearchSidebarIsland
          query={sidebarQuery}
          outcome={outcome}
          update={update}
          year={year}
          pathname={pathname}
        />
        <div className="site-search-results">
          <ShownResults.Provider value={results}>{panel}</ShownResults.Provider>
        </div>
      </div>
    </Container>
  );
}

export { SearchScreen as Component };
