import {
  groupResultsAlphabetically,
  groupResultsByDate,
  groupResultsByModel,
  isKnownHitType,
  type ResultGroup,
  type ResultGrouping,
} from '@conf/core';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';
import { cx } from '../../internal/classNames.ts';
import { useAfterPaint } from '../../internal/useAfterPaint.ts';
import { ALPHA_NAV_LETTERS, alphaAnchorId } from '../AlphaNav/AlphaNav.tsx';
import { EmptyResults } from '../EmptyResults/EmptyResults.tsx';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';
import { flagField, type SearchHitLike, textField } from '../ResultTile/hit.ts';
import { type ResultTileProps, SettlingResultTile } from '../ResultTile/ResultTile.tsx';
import { useTimeZone } from '../TimeZoneProvider/TimeZoneProvider.tsx';
import { NearScreenTracker } from './nearScreen.ts';
import { hitsByPlace, placeKey, settlesInSteps, shownRecord } from './settling.ts';

/** Props of {@link ResultGroups}. */
export interface ResultGroupsProps {
  /** The hits of a search result or list, in the server's order. */
  hits: readonly SearchHitLike[];
  /**
   * `models`: Events, Films, Brands, Presenters, Contributors, Venues, then Attendees;
   * `alphabetical`: a Featured group first, then A-Z and `#`; `date`: by day in the programme's zone (TimeZoneProvider).
   */
  grouping: ResultGrouping;
  /** Shown when there are no hits. Defaults to the "nothing matched" message. */
  empty?: ReactNode;
  /** Level of the group headings (tile titles are one below). Defaults to 2. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** "Now", for the publication notes of the tiles. */
  now?: Date;
  /** Conference year for the tiles' default links. */
  year?: number;
  /** Where a tile links; defaults to the detail pages of @conf/core `hitHref`. */
  hrefFor?: (hit: SearchHitLike) => string | null;
  /** Follows a tile's link with the host's router (see ResultTile's `onNavigate`). */
  onNavigate?: (href: string) => void;
  /** Called when a tile's link is activated in a way that counts as a conversion. */
  onResultActivate?: (hit: SearchHitLike, event: MouseEvent | KeyboardEvent) => void;
  /** Extra controls on every tile (e.g. a favorite button), with the tile's link (see ResultTile's `renderActions`). */
  renderActions?: ResultTileProps['renderActions'];
  /** A tile's live status (see ResultTile's `renderStatus`). */
  renderStatus?: (hit: SearchHitLike) => ReactNode;
  /** Image for records without one, or whose image does not load (see ResultTile's `fallbackImage`). */
  fallbackImage?: ResultTileProps['fallbackImage'];
  /**
   * Wraps each tile inside its list item: the host's own boundary around it (the site hydrates a
   * server-rendered list's tiles one by one this way). Defaults to the tile alone.
   */
  wrapTile?: (tile: ReactNode, hit: SearchHitLike) => ReactNode;
  className?: string;
}

/** The groups of known hits in the chosen grouping (pure; exported for the site's own lists). */
export function groupHits(
  hits: readonly SearchHitLike[],
  grouping: ResultGrouping,
  timeZone = 'UTC',
): ResultGroup<SearchHitLike>[] {
  const known = hits.filter((hit) => isKnownHitType(hit.type));
  switch (grouping) {
    case 'alphabetical':
      return groupResultsAlphabetically(known, (hit) => ({
        name: textField(hit._source, 'name'),
        alpha: textField(hit._source, 'alpha'),
        featured: flagField(hit._source, 'featured'),
      }));
    case 'date':
      return groupResultsByDate(
        known,
        (hit) => textField(hit._source, 'date') ?? textField(hit._source, 'start_time'),
        timeZone,
      );
    default:
      return groupResultsByModel(known, (hit) => hit.type);
  }
}

/** Whether a group key is a letter of the alphabetical grouping (`A`…`Z`, `#`), not Featured. */
function isLetter(key: string): boolean {
  return ALPHA_NAV_LETTERS.includes(key);
}

function Group({
  group,
  groupPlace,
  offset,
  headingLevel,
  tileProps,
  wrapTile,
  shownAt,
}: {
  group: ResultGroup<SearchHitLike>;
  groupPlace: number;
  /** How many tiles the groups before hold. */
  offset: number;
  /** The record whose details the tile at a place shows (see `shownRecord`). */
  shownAt: (hit: SearchHitLike, key: string, index: number) => SearchHitLike | null;
  headingLevel: 2 | 3 | 4 | 5;
  tileProps: Omit<
    ResultGroupsProps,
    'hits' | 'grouping' | 'empty' | 'headingLevel' | 'className' | 'wrapTile'
  >;
  wrapTile: ResultGroupsProps['wrapTile'];
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      className="conf-ResultGroups-group"
      data-group={group.key}
      // A letter's group is where an A–Z jump list points (AlphaNav), in the server's HTML too.
      id={isLetter(group.key) ? alphaAnchorId(group.key) : undefined}
    >
      <Heading id={headingId} className="conf-ResultGroups-heading">
        {group.heading}
      </Heading>
      <ul className="conf-ResultGroups-list">
        {group.items.map((hit, place) => {
          const tile = (
            <SettlingResultTile
              hit={hit}
              shown={shownAt(hit, placeKey(groupPlace, place), offset + place)}
              headingLevel={(headingLevel + 1) as HeadingLevel}
              {...tileProps}
            />
          );
          return (
            // Keyed by place, not by record: see ResultGroups.
            // biome-ignore lint/suspicious/noArrayIndexKey: the place is the identity meant here
            <li key={place} className="conf-ResultGroups-item">
              {wrapTile ? wrapTile(tile, hit) : tile}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Search or list results in groups (spec section 2): a heading per group (model groups in the order
 * of spec section 9, letters with Featured first, or days) over a list of {@link ResultTile}s. Hits
 * of unknown types are logged and left out (spec section 8); no hits shows `empty`.
 *
 * Groups and tiles are keyed by their place in the list, not by record: another page or filter
 * updates the tiles in place (new text, links and images in the same elements) rather than removing
 * 60 and creating 60, which took about twice as long (`pnpm bench lists`). A tile whose record is
 * at the same place as before is not rendered again (ResultTile is memoized); state of a tile's
 * own (an image that failed) follows its record, not its place.
 *
 * A new list of at least 24 hits, no shorter than the one before, settles in two steps (decision
 * 0032): the tiles on or near the screen, or in the list's first screenful, show their new records
 * at once; the others, which the browser does not draw (content-visibility: auto), take only their
 * new titles and links, and their other parts (picture, tags, facts, actions) follow in a second
 * render once the browser has painted the first (a transition, `useAfterPaint`). Until then such a
 * tile is `aria-busy` and those parts, still the record before (or none, at a new place), are
 * hidden. The first step is all the visitor waits for.
 */
export function ResultGroups({
  hits,
  grouping,
  empty = <EmptyResults reason="no-match" />,
  headingLevel = 2,
  className,
  wrapTile,
  ...tileProps
}: ResultGroupsProps) {
  const unknown = hits.filter((hit) => !isKnownHitType(hit.type));
  const unknownKey = unknown.map((hit) => `${hit.type}:${hit._id}`).join(' ');
  useEffect(() => {
    if (unknownKey !== '') console.error('Unknown search hit types, not shown:', unknownKey);
  }, [unknownKey]);
  const timeZone = useTimeZone();
  const groups = groupHits(hits, grouping, timeZone);
  // The hits every tile shows in full: the list before, until the second step of a new one,
  // rendered once the browser has painted the first.
  const settled = useAfterPaint(hits);
  const [tracker] = useState(() => new NearScreenTracker('.conf-ResultGroups-item'));
  // React 19 calls the cleanup it returns; React 18 calls the ref again with null instead.
  const watch = useCallback(
    (root: HTMLDivElement | null) => {
      tracker.detach();
      if (root === null) return;
      tracker.attach(root);
      return () => tracker.detach();
    },
    [tracker],
  );
  // Items the list gained or lost are watched or forgotten after each new list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new list of hits
  useEffect(() => tracker.sync(), [tracker, hits]);
  const before = settlesInSteps(hits, settled) ? hitsByPlace(groupHits(settled, grouping, timeZone)) : null;
  const shownAt = (hit: SearchHitLike, key: string, index: number) =>
    shownRecord(hit, key, before, () => tracker.isNear(index));
  const offsets = groups.map((_, place) =>
    groups.slice(0, place).reduce((count, group) => count + group.items.length, 0),
  );
  if (groups.length === 0) return <>{empty}</>;
  return (
    <div ref={watch} className={cx('conf-ResultGroups', className)} data-grouping={grouping}>
      {groups.map((group, place) => (
        <Group
          // biome-ignore lint/suspicious/noArrayIndexKey: by place, as the tiles (see above)
          key={place}
          groupPlace={place}
          offset={offsets[place] ?? 0}
          shownAt={shownAt}
          group={group}
          headingLevel={headingLevel}
          tileProps={tileProps}
          wrapTile={wrapTile}
        />
      ))}
    </div>
  );
}
