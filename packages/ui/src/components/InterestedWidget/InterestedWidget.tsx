import { INTERESTED_COLLAPSED_COUNT } from '@conf/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { cx } from '../../internal/classNames.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';
import {
  canViewAll,
  type InterestedEntry,
  type InterestedResponse,
  interestedEntries,
  shuffleRandomly,
  visibleEntries,
} from './interested.ts';

/** Heading of the widget when no title is given. */
export const INTERESTED_DEFAULT_TITLE = "Who's interested";
/** What goes to the console when the people cannot be loaded (nothing is shown, spec section 8). */
export const INTERESTED_ERROR_MESSAGE = 'Failed to load who is interested';

/** Props of {@link InterestedWidget}. */
export interface InterestedWidgetProps {
  /** Kind of the item (`events`, `entities`, …), exposed as `data-item-type`. */
  itemType: string;
  /** Id of the item, exposed as `data-item-id`. */
  itemId: string;
  /** Heading; defaults to "Who's interested". Exposed as `data-title` when given. */
  title?: string;
  /** People shown before "View all"; defaults to 3. Exposed as `data-number-to-show`. */
  numberToShow?: number;
  /** Fetches the people (`GET /favorite/{itemType}/{itemId}/interested.json`). */
  loadInterested: (itemType: string, itemId: string) => Promise<InterestedResponse>;
  /** The theme's avatar for people without an image. */
  placeholderAvatarUrl: string;
  /** Orders the people; random by default (inject a fixed order in tests). */
  shuffle?: <T>(items: T[]) => T[];
  /** A person's page; with it, names are links. */
  attendeeHref?: (uid: string) => string;
  /** Level of the heading. Defaults to 2. */
  headingLevel?: HeadingLevel;
  className?: string;
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'done'; response: InterestedResponse };

/**
 * "Who's interested" (spec sections 3, 4, 8 and 9): the people who favorited an item. Nothing shows
 * while loading, when nobody may be shown publicly (`public` is 0) or when loading fails (then only
 * the console hears of it). Otherwise: a region named by its heading with the total as a badge, and a
 * list of people (avatar, or the placeholder, and "First Last") in random order, plus "{n} others"
 * when more than 2 people are not shown. The first `numberToShow` rows show; "View all" shows up to
 * 60, then hides itself and moves focus to the first newly shown row, so keyboard users keep their place.
 */
export function InterestedWidget({
  itemType,
  itemId,
  title,
  numberToShow = INTERESTED_COLLAPSED_COUNT,
  loadInterested,
  placeholderAvatarUrl,
  shuffle = shuffleRandomly,
  attendeeHref,
  headingLevel = 2,
  className,
}: InterestedWidgetProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [expanded, setExpanded] = useState(false);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const listId = useId();

  // The latest loader, so that a host passing a new function on every render does not refetch.
  const loaderRef = useRef(loadInterested);
  loaderRef.current = loadInterested;

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    setExpanded(false);
    loaderRef.current(itemType, itemId).then(
      (response) => {
        if (current) setLoad({ status: 'done', response });
      },
      (error: unknown) => {
        console.error(INTERESTED_ERROR_MESSAGE, error);
        if (current) setLoad({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [itemType, itemId]);

  const response = load.status === 'done' ? load.response : null;
  // Shuffled once per answer, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new shuffle function must not reorder the shown people.
  const entries = useMemo(() => (response ? interestedEntries(response, shuffle) : []), [response]);

  useEffect(() => {
    if (focusRow === null) return;
    const row = listRef.current?.children[focusRow];
    if (row instanceof HTMLElement) row.focus();
    setFocusRow(null);
  }, [focusRow]);

  if (response === null || response.public <= 0) return null;

  const Heading = `h${headingLevel}` as const;
  const shown = visibleEntries(entries, expanded, numberToShow);
  const viewAll = () => {
    setExpanded(true);
    setFocusRow(shown.length);
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cx('conf-Interested', className)}
      data-item-type={itemType}
      data-item-id={itemId}
      data-title={title}
      data-number-to-show={numberToShow}
    >
      <Heading id={headingId} className="conf-Interested-title">
        {title ?? INTERESTED_DEFAULT_TITLE}{' '}
        <Badge tone="info" className="conf-Interested-total">
          {response.total}
          <VisuallyHidden> {response.total === 1 ? 'person' : 'people'}</VisuallyHidden>
        </Badge>
      </Heading>
      <ul id={listId} ref={listRef} className="conf-Interested-list">
        {shown.map((entry) => (
          <InterestedRow
            key={entry.key}
            entry={entry}
            placeholderAvatarUrl={placeholderAvatarUrl}
            attendeeHref={attendeeHref}
          />
        ))}
      </ul>
      {canViewAll(entries, expanded, numberToShow) ? (
        <Button variant="ghost" aria-controls={listId} onPress={viewAll} className="conf-Interested-viewAll">
          View all
        </Button>
      ) : null}
    </section>
  );
}

function InterestedRow({
  entry,
  placeholderAvatarUrl,
  attendeeHref,
}: {
  entry: InterestedEntry;
  placeholderAvatarUrl: string;
  attendeeHref: ((uid: string) => string) | undefined;
}) {
  const image = entry.kind === 'person' ? (entry.imageUrl ?? placeholderAvatarUrl) : placeholderAvatarUrl;
  return (
    <li tabIndex={-1} className="conf-Interested-person" data-kind={entry.kind}>
      <img
        className="conf-Interested-avatar"
        src={image}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        onError={(event) => {
          if (event.currentTarget.src !== placeholderAvatarUrl)
            event.currentTarget.src = placeholderAvatarUrl;
        }}
      />
      {entry.kind === 'person' && attendeeHref ? (
        <Link href={attendeeHref(entry.uid)} className="conf-Interested-name">
          {entry.name}
        </Link>
      ) : (
        <span className="conf-Interested-name">{entry.name}</span>
      )}
    </li>
  );
}
