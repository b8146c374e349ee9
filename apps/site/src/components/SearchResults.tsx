import type { Grouping } from '@conf/api-client';
import { formatCount, isKnownHitType, resultCountText } from '@conf/core';
import { EmptyResults, ErrorMessage, ResultGroups, type SearchHitLike } from '@conf/ui';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { useNavigate, useNavigation, useNavigationType } from 'react-router-dom';
import { useAnalytics } from '../analytics/useAnalytics.ts';
import { featureHitHref } from '../features/hitLinks.ts';
import { useFeatures } from '../features/siteFeatures.ts';
import { layOutInView } from '../layout/layOutInView.ts';
import { renderHitStatus } from '../live/LiveStatusBadge.tsx';
import { LiveStatusScope } from '../live/LiveStatusScope.tsx';
import { eventIdsOf, type LoadedStatuses } from '../live/loaderStatuses.ts';
import { HydrateLater } from '../ondemand/HydrateLater.tsx';
import { recordConversion } from '../search/conversions.ts';
import type { SearchOutcome } from '../search/runSearch.ts';
import { useStableHits } from '../search/stableHits.ts';
import { useSite } from '../site.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { Pager } from './Pager.tsx';
import { renderShareOnly, renderTileActions } from './TileActions.tsx';

/** Shown instead of results when the search failed; the failure itself is in the console (spec section 8). */
export const SEARCH_FAILED_MESSAGE =
  'The search could not be completed right now. Please try again in a moment.';

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  outcome: SearchOutcome;
  grouping: Grouping;
  /** The year to keep in result links (`undefined` on a yearless page). */
  linkYear: number | undefined;
  /** Whether the visitor gave a term or filters (decides which empty message is shown). */
  hasCriteria: boolean;
  /** The address of a page of results; without it no pager is shown. */
  pageHref?: (page: number) => string;
  /** Level of the results heading (the count); group headings are one below, tiles two. */
  headingLevel: 2 | 3 | 4;
  /** Show a failed search's error ("We encountered an error!", for the attendee directory). */
  showErrors?: boolean;
  /** Shown when there are no results, instead of the spec's "nothing matched" / "stay tuned". */
  empty?: ReactNode;
  /** Whether tiles carry a Favorite button (default); off on someone else's shared schedule. */
  showFavorites?: boolean;
  /**
   * The live statuses of the events shown, as the route loader fetched them (rendered at once, on
   * the server too); without them they load in the browser. Either way they stay live.
   */
  statuses?: LoadedStatuses;
}

const NO_HITS: readonly SearchHitLike[] = [];

/** Each tile of the server's page hydrates on its own, near the screen or when idle (HydrateLater). */
const hydrateTileLater = (tile: ReactNode) => <HydrateLater>{tile}</HydrateLater>;

/**
 * The result area of a search or list page: the prompt before any search, then the count, the
 * grouped result tiles of @conf/ui (a left or middle click, Enter or Space on one records a search
 * conversion) each with its live status, Favorite and Share buttons, the empty messages of spec section 8
 * and the pages. A search that ran (it has a search id) is tracked as the analytics `search` event.
 * After the visitor moves to another page of results, focus goes to the count heading at the top of
 * the new results, so keyboard and screen-reader users start on its first result.
 *
 * While the next page loads (a filter, another page, a link) the results shown stay, marked busy
 * under a progress bar. Rendering is kept to what changed: the tiles are memoized, records that
 * come back unchanged keep their hit objects (so their tiles do not render again), and a status or
 * favorite change renders its own badge or button only.
 */
export function SearchResults({
  outcome,
  grouping,
  linkYear,
  hasCriteria,
  pageHref,
  headingLevel,
  showErrors = false,
  empty,
  showFavorites = true,
  statuses,
}: SearchResultsProps) {
  const { api } = useSite();
  const analytics = useAnalytics();
  const features = useFeatures();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  // Tiles follow their links through the router (the same function for the page's life).
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const result = outcome.status === 'done' ? outcome.result : null;
  const page = result?.page ?? 1;
  const shownPage = useRef(page);
  const searchId = result?.id ?? '';
  const searchTotal = result?.total ?? 0;
  const hits = useStableHits(result?.hits ?? NO_HITS);
  const eventIds = useMemo(() => eventIdsOf(hits), [hits]);
  const hrefFor = useMemo(() => featureHitHref(features, linkYear), [features, linkYear]);
  const onResultActivate = useCallback(
    (hit: SearchHitLike, event: MouseEvent | KeyboardEvent) => {
      void recordConversion(api, event, searchId, hit);
    },
    [api, searchId],
  );
  // The empty message is only needed (and only compared) when no tile is shown.
  const anyShown = hits.some((hit) => isKnownHitType(hit.type));
  const emptyMessage = anyShown
    ? null
    : (empty ?? <EmptyResults reason={hasCriteria ? 'no-match' : 'stay-tuned'} />);
  const groupLevel = (headingLevel + 1) as 3 | 4 | 5;
  const tiles = useMemo(
    () => (
      <ResultGroups
        hits={hits}
        grouping={grouping}
        headingLevel={groupLevel}
        {...(linkYear === undefined ? {} : { year: linkYear })}
        onResultActivate={onResultActivate}
        onNavigate={navigate}
        hrefFor={hrefFor}
        renderStatus={renderHitStatus}
        renderActions={showFavorites ? renderTileActions : renderShareOnly}
        wrapTile={hydrateTileLater}
        {...(emptyMessage === null ? {} : { empty: emptyMessage })}
      />
    ),
    [hits, grouping, groupLevel, linkYear, onResultActivate, navigate, hrefFor, showFavorites, emptyMessage],
  );

  useEffect(() => {
    if (searchId !== '') analytics?.track('search', { search_id: searchId, total: searchTotal });
  }, [analytics, searchId, searchTotal]);

  // A layout effect, so the new page is first painted at its top: in a passive effect the browser
  // could paint the bottom of the new page (where the pager was pressed) and then jump.
  useLayoutEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    // Back and forward keep the restored scroll position; a newly chosen page starts at its top.
    if (navigationType !== 'PUSH' || !heading.current) return;
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView?.({ block: 'start' });
    // The tiles now on screen were off it (the pager is at the bottom): laid out in the first frame.
    const section = heading.current.parentElement;
    if (section) layOutInView(section, '.conf-ResultGroups-item');
  }, [page, navigationType]);

  if (outcome.status === 'idle') return <EmptyResults reason="prompt" />;
  if (outcome.status === 'failed') {
    return showErrors ? (
      <ErrorMessage message={outcome.message} headingLevel={headingLevel} />
    ) : (
      <EmptyResults>{SEARCH_FAILED_MESSAGE}</EmptyResults>
    );
  }

  const { result: shown } = outcome;
  const Heading = `h${headingLevel}` as const;
  const shownFrom = (shown.page - 1) * shown.per_page + 1;
  const shownTo = shownFrom + shown.hits.length - 1;

  return (
    <section className="site-results" aria-labelledby={headingId} aria-busy={navigation.state === 'loading'}>
      <NavigationProgress />
      <Heading id={headingId} ref={heading} tabIndex={-1} className="site-results-count">
        {resultCountText(shown.total)}
      </Heading>
      {shown.total > shown.hits.length && shown.hits.length > 0 ? (
        <p className="site-results-note">
          Showing {shownFrom}–{shownTo} of {formatCount(shown.total)}
          {pageHref ? '' : '. Narrow the search to find more.'}
        </p>
      ) : null}
      <LiveStatusScope ids={eventIds} {...(statuses ? { loaded: statuses } : {})}>
        {tiles}
      </LiveStatusScope>
      {pageHref ? (
        <Pager page={shown.page} total={shown.total} perPage={shown.per_page} hrefFor={pageHref} />
      ) : null}
    </section>
  );
}
