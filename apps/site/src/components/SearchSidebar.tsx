import { formatCount } from '@conf/core';
import { Button, FilterSidebar, useAfterPaint } from '@conf/ui';
import { memo, useCallback, useRef } from 'react';
import { useFeatures } from '../features/siteFeatures.ts';
import { useMediaQuery } from '../layout/useMediaQuery.ts';
import type { SearchOutcome } from '../search/runSearch.ts';
import { cleared, type SearchQuery, toFilters, withFilters, withTerm } from '../search/searchQuery.ts';
import { useSidebarOutcome } from '../search/sidebarOutcome.ts';
import { useProgramme } from '../site.tsx';
import { SearchForm } from './SearchForm.tsx';
import { WIDE_LAYOUT } from './searchSidebarLayout.ts';

/** Props of {@link SearchSidebar}. */
export interface SearchSidebarProps {
  query: SearchQuery;
  outcome: SearchOutcome;
  /** Applies a change of the search state (the page turns it into a new address). */
  update: (change: (query: SearchQuery) => SearchQuery) => void;
  /**
   * The conference year of the address (the screen's `useRouteYear`). A prop, not a router hook
   * here: a hook reading the route would render the whole sidebar again on every navigation's
   * pending state, while the next results load.
   */
  year: number;
  /**
   * The page's path, where the plain search form submits: a prop too, since `useLocation` here
   * would render the sidebar again with every new address (a filter, another page), in the same
   * commit as the new results.
   */
  pathname: string;
}

/**
 * The side of a search page: the filter sidebar of @conf/ui (search box, Clear All, count, Event
 * Type and Credential Type buttons, paged facet sections) driven by the search state of the
 * address, option counts shown when the `filter_counts` feature is on. Before there is a result to
 * filter (the prompt, a failed search), or with the `filters` feature off, it is the search box
 * alone. On narrow screens the sidebar is folded under "Search and filters", so that the results
 * come first.
 *
 * Memoized: while the next page loads it does not render again (give it a stable `update`), nor
 * for another page of the same search (its counts are the same). A new outcome (option counts,
 * the total) is shown after the results: the tiles of a filter or another page are committed and
 * painted first, the counts follow a frame or two later in a transition of their own. The sidebar (700-odd elements, a react-aria disclosure per facet) was a
 * fifth of the work between a filter's answer and its tiles (issue 12, `pnpm bench lists`).
 */
export const SearchSidebar = memo(function SearchSidebar({ outcome, ...props }: SearchSidebarProps) {
  // The counts after the results: a new outcome reaches the sidebar in a transition of its own,
  // once the browser has painted the new tiles (see useAfterPaint); another page of the same
  // search, whose total and counts are the same, does not reach it at all.
  return <SidebarContent {...props} outcome={useAfterPaint(useSidebarOutcome(outcome))} />;
});

/** The sidebar itself, rendered only when what it shows changed (memoized). */
const SidebarContent = memo(function SidebarContent({
  query,
  outcome,
  update,
  year,
  pathname,
}: SearchSidebarProps) {
  const features = useFeatures();
  const programme = useProgramme();
  // The programme of the address's year (useProgramme); its event types, else the types of its data.
  const eventTypes = year === programme.year ? programme.eventTypes : undefined;
  // The server renders the folded sidebar (phones are most of the audience): a phone's page then
  // keeps its layout when it hydrates, instead of showing a screen-high sidebar that folds away a
  // moment later; a wide window unfolds it in place, in the layout's sidebar column (lists.css).
  const isWide = useMediaQuery(WIDE_LAYOUT, true, false);
  const disclosure = useRef<HTMLDetailsElement>(null);
  const showResults = useCallback(() => foldAndShowResults(disclosure.current), []);
  // The `filters` feature off: the search box alone, as before any result (a search of the
  // address's filters, say from a shared link, still applies them).
  if (outcome.status !== 'done' || !features.filters) {
    return (
      <div className="site-sidebar">
        <SearchForm
          key={query.term}
          action={pathname}
          defaultValue={query.term}
          onSearch={(term) => update((current) => withTerm(current, term))}
        />
      </div>
    );
  }
  const sidebar = (
    <FilterSidebar
      className="site-sidebar"
      aggregations={outcome.result.aggregations}
      filters={query.filters}
      onFiltersChange={(filters) => update((current) => withFilters(current, toFilters(filters)))}
      term={query.term}
      onTermChange={(term) => update((current) => withTerm(current, term))}
      onClearAll={() => update(cleared)}
      total={outcome.result.total}
      showCounts={features.filter_counts}
      eventTypes={eventTypes}
      headingLevel={2}
    />
  );
  if (isWide) return sidebar;
  // On a phone the sidebar would push the results a screen down: it folds away, and says how many
  // filters are chosen while folded.
  const selected = query.filters.length;
  const total = outcome.result.total;
  return (
    <details ref={disclosure} className="site-filters-disclosure">
      <summary>
        Search and filters
        {selected > 0 ? <span className="site-muted site-filters-chosen">· {selected} selected</span> : null}
      </summary>
      {sidebar}
      <div className="site-filters-done">
        <Button variant="primary" onPress={showResults}>
          {total === 1 ? 'Show 1 result' : `Show ${formatCount(total)} results`}
        </Button>
      </div>
    </details>
  );
});

/**
 * Folds the phone's filters away and takes the visitor to the results: their count heading gets
 * the focus (SearchResults makes it focusable), so a screen reader continues there.
 */
function foldAndShowResults(disclosure: HTMLDetailsElement | null): void {
  if (!disclosure) return;
  disclosure.open = false;
  const heading = disclosure.ownerDocument.querySelector<HTMLElement>('.site-results-count');
  heading?.focus({ preventScroll: true });
  heading?.scrollIntoView?.({ block: 'start' });
}
