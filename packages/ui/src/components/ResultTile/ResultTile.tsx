import {
  accentForEventType,
  generatedImageOf,
  HIT_TYPE_LABELS,
  hitHref,
  isConversionActivation,
  isKnownHitType,
  joinHighlightSnippets,
  publishNote,
} from '@conf/core';
import { type KeyboardEvent, type MouseEvent, memo, type ReactNode, useEffect } from 'react';
import { cx } from '../../internal/classNames.ts';
import { followInApp } from '../../internal/followLink.ts';
import { AccessBadges } from '../AccessBadges/AccessBadges.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { EventDate } from '../EventDate/EventDate.tsx';
import { EventTime } from '../EventTime/EventTime.tsx';
import { EventTypeTag } from '../EventTypeTag/EventTypeTag.tsx';
import { FallbackImage } from '../FallbackImage/FallbackImage.tsx';
import { HighlightedText } from '../HighlightedText/HighlightedText.tsx';
import { useLinkRouter } from '../Link/linkRouter.ts';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';
import { PlaceholderArt } from '../PlaceholderArt/PlaceholderArt.tsx';
import { useProductBaseUrl, useProductUrl } from '../ProductUrl/ProductUrl.tsx';
import { useTimeZone } from '../TimeZoneProvider/TimeZoneProvider.tsx';
import {
  flagField,
  objectField,
  objectListField,
  placeText,
  type SearchHitLike,
  textField,
  textListField,
} from './hit.ts';
import { ResultErrorBoundary } from './ResultErrorBoundary.tsx';

/** Props of {@link ResultTile}. */
export interface ResultTileProps {
  hit: SearchHitLike;
  /** "Now", for the "Visible after {date}" and "Not published" notes. Defaults to the current time. */
  now?: Date;
  /** Where the tile links. Defaults to the detail pages of @conf/core `hitHref` (with `year`). */
  hrefFor?: (hit: SearchHitLike) => string | null;
  /** Conference year for the default links (`/2025/events/...`). */
  year?: number;
  /**
   * Called when the tile's link is activated in a way that counts as a search conversion (left or
   * middle mouse button, Enter or Space: `isConversionActivation` from @conf/core). The site records
   * the conversion when it has a search id.
   */
  onResultActivate?: (hit: SearchHitLike, event: MouseEvent | KeyboardEvent) => void;
  /**
   * Follows a tile's link with the host's router (a plain left click, or Enter). Without it the
   * tile follows the router of a surrounding `UIRouterProvider`, as `Link` does, else the browser
   * loads the page. The title is a plain `<a>` (react-aria's Link, with its press, hover and focus
   * tracking, was a third of a tile's rendering).
   */
  onNavigate?: (href: string) => void;
  /**
   * Extra controls at the end of the tile (e.g. a favorite button). `path` is where the tile links,
   * as `hrefFor` (or the default) gave it, `null` without a link: for an action that shares the
   * record's page, without a router hook of its own (which would render every tile's actions again
   * on each navigation).
   */
  renderActions?: (hit: SearchHitLike, path: string | null) => ReactNode;
  /**
   * The record's live status (an event's, set by venue staff), shown with the tile's tags. The host
   * renders it, so that a component of its own can follow updates without re-rendering the tile.
   */
  renderStatus?: (hit: SearchHitLike) => ReactNode;
  /**
   * Image shown when a record has no image or its image does not load: one address, or one per hit.
   * Without it (and when it does not load either) the tile draws the record's generated placeholder
   * in the page ({@link PlaceholderArt}, the picture of `/images/{type}/{id}.svg` without fetching
   * it).
   */
  fallbackImage?: string | ((hit: SearchHitLike) => string | undefined);
  /** Level of the tile's title. Defaults to 3 (under a group heading). */
  headingLevel?: HeadingLevel;
  className?: string;
}

function Fact({ children, kind }: { children: ReactNode; kind: string }) {
  return (
    <p className="conf-ResultTile-fact" data-fact={kind}>
      {children}
    </p>
  );
}

/** A fact of the tile (`data-fact` is `kind`), or nothing when `value` is empty. */
function fact(kind: string, value: string | null): ReactNode {
  return value ? (
    <Fact key={kind} kind={kind}>
      {value}
    </Fact>
  ) : null;
}

/** Title and company, as "Title, Company" (either alone when the other is missing). */
function roleText(source: SearchHitLike['_source']): string {
  return [textField(source, 'title'), textField(source, 'company')].filter(Boolean).join(', ');
}

function Description({ hit }: { hit: SearchHitLike }) {
  const highlighted = joinHighlightSnippets(hit.highlight?.description);
  const plain = textField(hit._source, 'description');
  if (highlighted === null && plain === null) return null;
  return (
    <p className="conf-ResultTile-description">
      {highlighted === null ? plain : <HighlightedText markup={highlighted} />}
    </p>
  );
}

/** The record's type label: an event's type (with its accent), else the hit type's name. */
function tagOf(hit: SearchHitLike): ReactNode {
  if (hit.type === 'event') return <EventTypeTag eventType={textField(hit._source, 'event_type')} />;
  return (
    <span className="conf-ResultTile-type">
      {isKnownHitType(hit.type) ? HIT_TYPE_LABELS[hit.type] : hit.type}
    </span>
  );
}

/** The record's own picture: an attendee's photo, else its thumbnail. */
function imageOf(hit: SearchHitLike): string | null {
  return textField(hit._source, hit.type === 'attendee' ? 'image_url' : 'thumbnail_url');
}

function eventDetails(source: SearchHitLike['_source'], hit: SearchHitLike): ReactNode[] {
  const start = textField(source, 'start_time');
  const day = textField(source, 'date') ?? start;
  const venue = textField(objectField(source, 'venue') ?? {}, 'name');
  const people = objectListField(source, 'contributors')
    .map((contributor) => textField(contributor, 'name'))
    .filter((name): name is string => name !== null);
  return [
    day || start ? (
      <Fact key="when" kind="when">
        <EventDate date={day} />
        {start ? (
          <>
            {' '}
            <EventTime start={start} end={textField(source, 'end_time')} />
          </>
        ) : null}
      </Fact>
    ) : null,
    fact('venue', venue),
    people.length > 0 ? (
      <Fact key="people" kind="contributors">
        {people.slice(0, 3).join(', ')}
        {people.length > 3 ? ` and ${people.length - 3} more` : ''}
      </Fact>
    ) : null,
    <Description key="description" hit={hit} />,
    <AccessBadges key="access" credentialTypes={textListField(source, 'credential_types')} />,
  ];
}

/** The facts a tile shows under its title, per hit type. */
function detailsOf(hit: SearchHitLike): ReactNode[] {
  const source = hit._source;
  switch (hit.type) {
    case 'event':
      return eventDetails(source, hit);
    case 'artist': {
      const genre = [textField(source, 'genre'), textField(source, 'subgenre')].filter(Boolean).join(' / ');
      return [fact('genre', genre), fact('hometown', placeText(source))];
    }
    case 'person':
      return [fact('role', roleText(source))];
    case 'venue':
      return [
        fact('parent-venue', textField(objectField(source, 'parent_venue') ?? {}, 'name')),
        fact('address', textField(objectField(source, 'location') ?? {}, 'address')),
      ];
    case 'attendee':
      return [
        fact('pronoun', textField(source, 'pronoun')),
        fact('role', roleText(source)),
        fact('hometown', textField(source, 'hometown')),
      ];
    default:
      // film, brand, exhibitor, music_fest_presenter
      return [<Description key="description" hit={hit} />];
  }
}

/*
 * The parts of a tile besides its title, each memoized on the record it shows: a list that keeps
 * a tile for another record can leave them as they are for a moment (SettlingResultTile).
 */

const TileImage = /* @__PURE__ */ memo(function TileImage({
  hit,
  fallbackImage,
}: Pick<ResultTileProps, 'hit' | 'fallbackImage'>) {
  const image = imageOf(hit);
  const fallback = typeof fallbackImage === 'function' ? fallbackImage(hit) : fallbackImage;
  // The product's own generated picture is drawn, not fetched (see PlaceholderArt).
  const generated = image === null ? null : generatedImageOf(image);
  return generated ? (
    <PlaceholderArt kind={generated.kind} seed={generated.seed} className="conf-ResultTile-image" />
  ) : (
    <FallbackImage
      // A new element for another image: a list that keeps its tiles for new records (ResultGroups)
      // would otherwise show the last record's picture until the new one loads.
      key={image ?? fallback ?? ''}
      className="conf-ResultTile-image"
      src={image}
      fallbackSrc={fallback}
      alt=""
      loading="lazy"
      decoding="async"
      empty={<PlaceholderArt kind={hit.type} seed={hit._id} className="conf-ResultTile-image" />}
    />
  );
});

const TileTags = /* @__PURE__ */ memo(function TileTags({
  hit,
  now,
  renderStatus,
}: Pick<ResultTileProps, 'hit' | 'now' | 'renderStatus'>) {
  const timeZone = useTimeZone();
  const source = hit._source;
  const note = Object.hasOwn(source, 'publish_at')
    ? publishNote(textField(source, 'publish_at'), now ?? new Date(), timeZone)
    : null;
  return (
    <div className="conf-ResultTile-tags">
      {tagOf(hit)}
      {flagField(source, 'featured') ? <Badge tone="info">Featured</Badge> : null}
      {flagField(source, 'canceled') ? <Badge tone="danger">Canceled</Badge> : null}
      {note ? (
        <Badge tone="warning" data-note={note.kind}>
          {note.text}
        </Badge>
      ) : null}
      {renderStatus ? renderStatus(hit) : null}
    </div>
  );
});

const TileDetails = /* @__PURE__ */ memo(function TileDetails({ hit }: { hit: SearchHitLike }) {
  return detailsOf(hit);
});

const TileActions = /* @__PURE__ */ memo(function TileActions({
  hit,
  path,
  renderActions,
}: {
  hit: SearchHitLike;
  path: string | null;
  renderActions: NonNullable<ResultTileProps['renderActions']>;
}) {
  return <div className="conf-ResultTile-actions">{renderActions(hit, path)}</div>;
});

interface TileProps extends ResultTileProps {
  /**
   * The record whose picture, tags, facts and actions the tile shows: `hit`, or while a list
   * settles, the record it showed before at this place (`null`: none, they are left out). The
   * title is always `hit`'s.
   */
  shown: SearchHitLike | null;
}

function Tile({
  hit,
  shown,
  now,
  hrefFor,
  year,
  onResultActivate,
  onNavigate,
  renderActions,
  renderStatus,
  fallbackImage,
  headingLevel = 3,
  className,
}: TileProps) {
  const router = useLinkRouter();
  // Embedded on another site (ProductUrlProvider): the product's page, followed by the browser.
  const onProduct = useProductBaseUrl() !== null;
  const toProduct = useProductUrl();
  const navigate = onProduct ? undefined : (onNavigate ?? router.navigate ?? undefined);
  const name = textField(hit._source, 'name');
  if (name === null) throw new Error(`Search hit ${hit.type} ${hit._id} has no name`);
  const pathOf = (record: SearchHitLike) =>
    hrefFor ? hrefFor(record) : hitHref(record, year === undefined ? {} : { year });
  const path = pathOf(hit);
  const href = path === null ? null : toProduct(path);
  const highlightedName = joinHighlightSnippets(hit.highlight?.name);
  const title = highlightedName === null ? name : <HighlightedText markup={highlightedName} />;
  const Heading = `h${headingLevel}` as const;
  const onActivate = (event: MouseEvent | KeyboardEvent) => {
    if (onResultActivate && isConversionActivation(event)) onResultActivate(hit, event);
  };
  const settling = shown !== hit;

  return (
    <Card
      accent={
        shown?.type === 'event' ? accentForEventType(textField(shown._source, 'event_type')) : undefined
      }
      className={cx('conf-ResultTile', className)}
      data-type={hit.type}
      // Its other parts still show the record before (hidden, see ResultTile.css) for a moment.
      aria-busy={settling || undefined}
    >
      {shown ? <TileImage hit={shown} fallbackImage={fallbackImage} /> : null}
      <div className="conf-ResultTile-body">
        {shown ? <TileTags hit={shown} now={now} renderStatus={renderStatus} /> : null}
        <Heading className="conf-ResultTile-title">
          {href === null ? (
            title
          ) : (
            <a
              href={href}
              className="conf-ResultTile-link"
              onMouseUp={onActivate}
              onKeyDown={onActivate}
              onClick={navigate ? (event) => followInApp(event, href, navigate) : undefined}
            >
              {title}
            </a>
          )}
        </Heading>
        {shown ? <TileDetails hit={shown} /> : null}
      </div>
      {renderActions && shown ? (
        <TileActions hit={shown} path={shown === hit ? path : pathOf(shown)} renderActions={renderActions} />
      ) : null}
    </Card>
  );
}

/** The tile, or nothing (logged) for a hit of an unknown type, inside its error boundary. */
function KnownTile(props: TileProps) {
  const known = isKnownHitType(props.hit.type);
  useEffect(() => {
    if (!known) console.error('Unknown search hit type, not shown:', props.hit.type, props.hit._id);
  }, [known, props.hit.type, props.hit._id]);
  if (!known) return null;
  return (
    <ResultErrorBoundary>
      <Tile {...props} />
    </ResultErrorBoundary>
  );
}

/**
 * A tile of a list that keeps its tiles by place (ResultGroups), which may show its new record's
 * title before the rest: see ResultGroups. Internal to @conf/ui.
 */
export const SettlingResultTile = /* @__PURE__ */ memo(KnownTile);

/**
 * One search result, for every hit type (event, artist, person, film, brand, exhibitor,
 * music_fest_presenter, venue, attendee): its type (an event's type label and accent colour in
 * `data-accent`), featured, canceled and publication notes ("Visible after {date}", "Not published"),
 * an optional live status, its name linking to the detail page (highlighted matches marked), the
 * facts of its type (an event's date, time, venue, contributors and access badge letters) and
 * optional actions.
 *
 * Each tile renders inside an error boundary: a record that fails to render shows "Sorry! Something
 * went wrong while displaying this search result." in its place. A hit of an unknown type is logged
 * to the console and not shown (spec section 8).
 *
 * The tile is memoized (`React.memo`): a list that renders again renders only the tiles whose props
 * changed. Give it stable callbacks (`hrefFor`, `onResultActivate`, `renderActions`,
 * `renderStatus`) and the same hit object for an unchanged record.
 */
// Pure: a bundle that does not use the tile (the server's kiosk) drops it and what it imports.
export const ResultTile = /* @__PURE__ */ memo(function ResultTile(props: ResultTileProps) {
  return <KnownTile {...props} shown={props.hit} />;
});
