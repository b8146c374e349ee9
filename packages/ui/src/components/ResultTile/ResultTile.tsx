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

/** What a tile shows besides its title, per hit type. */
interface TileContent {
  tag: ReactNode;
  image: string | null;
  details: ReactNode[];
  accent?: ReturnType<typeof accentForEventType>;
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

function describe(hit: SearchHitLike): string | null {
  const highlighted = joinHighlightSnippets(hit.highlight?.description);
  if (highlighted !== null) return highlighted;
  return null;
}

function Description({ hit }: { hit: SearchHitLike }) {
  const highlighted = describe(hit);
  const plain = textField(hit._source, 'description');
  if (highlighted === null && plain === null) return null;
  return (
    <p className="conf-ResultTile-description">
      {highlighted === null ? plain : <HighlightedText markup={highlighted} />}
    </p>
  );
}

function typeTag(hit: SearchHitLike): ReactNode {
  return (
    <span className="conf-ResultTile-type">
      {isKnownHitType(hit.type) ? HIT_TYPE_LABELS[hit.type] : hit.type}
    </span>
  );
}

function eventContent(hit: SearchHitLike): TileContent {
  const source = hit._source;
  const eventType = textField(source, 'event_type');
  const start = textField(source, 'start_time');
  const day = textField(source, 'date') ?? start;
  const venue = textField(objectField(source, 'venue') ?? {}, 'name');
  const people = objectListField(source, 'contributors')
    .map((contributor) => textField(contributor, 'name'))
    .filter((name): name is string => name !== null);
  return {
    tag: <EventTypeTag eventType={eventType} />,
    image: textField(source, 'thumbnail_url'),
    accent: accentForEventType(eventType),
    details: [
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
    ],
  };
}

function contributorContent(hit: SearchHitLike): TileContent {
  const source = hit._source;
  const isArtist = hit.type === 'artist';
  const genre = [textField(source, 'genre'), textField(source, 'subgenre')].filter(Boolean).join(' / ');
  return {
    tag: typeTag(hit),
    image: textField(source, 'thumbnail_url'),
    details: isArtist
      ? [fact('genre', genre), fact('hometown', placeText(source))]
      : [fact('role', roleText(source))],
  };
}

function venueContent(hit: SearchHitLike): TileContent {
  const source = hit._source;
  const parent = textField(objectField(source, 'parent_venue') ?? {}, 'name');
  const address = textField(objectField(source, 'location') ?? {}, 'address');
  return {
    tag: typeTag(hit),
    image: textField(source, 'thumbnail_url'),
    details: [fact('parent-venue', parent), fact('address', address)],
  };
}

function attendeeContent(hit: SearchHitLike): TileContent {
  const source = hit._source;
  return {
    tag: typeTag(hit),
    image: textField(source, 'image_url'),
    details: [
      fact('pronoun', textField(source, 'pronoun')),
      fact('role', roleText(source)),
      fact('hometown', textField(source, 'hometown')),
    ],
  };
}

function catalogueContent(hit: SearchHitLike): TileContent {
  return {
    tag: typeTag(hit),
    image: textField(hit._source, 'thumbnail_url'),
    details: [<Description key="description" hit={hit} />],
  };
}

function contentOf(hit: SearchHitLike): TileContent {
  switch (hit.type) {
    case 'event':
      return eventContent(hit);
    case 'artist':
    case 'person':
      return contributorContent(hit);
    case 'venue':
      return venueContent(hit);
    case 'attendee':
      return attendeeContent(hit);
    default:
      // film, brand, exhibitor, music_fest_presenter
      return catalogueContent(hit);
  }
}

function Tile({
  hit,
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
}: ResultTileProps) {
  const router = useLinkRouter();
  const timeZone = useTimeZone();
  // Embedded on another site (ProductUrlProvider): the product's page, followed by the browser.
  const onProduct = useProductBaseUrl() !== null;
  const toProduct = useProductUrl();
  const navigate = onProduct ? undefined : (onNavigate ?? router.navigate ?? undefined);
  const source = hit._source;
  const name = textField(source, 'name');
  if (name === null) throw new Error(`Search hit ${hit.type} ${hit._id} has no name`);
  const content = contentOf(hit);
  const path = hrefFor ? hrefFor(hit) : hitHref(hit, year === undefined ? {} : { year });
  const href = path === null ? null : toProduct(path);
  const highlightedName = joinHighlightSnippets(hit.highlight?.name);
  const title = highlightedName === null ? name : <HighlightedText markup={highlightedName} />;
  const note = Object.hasOwn(source, 'publish_at')
    ? publishNote(textField(source, 'publish_at'), now ?? new Date(), timeZone)
    : null;
  const fallback = typeof fallbackImage === 'function' ? fallbackImage(hit) : fallbackImage;
  // The product's own generated picture is drawn, not fetched (see PlaceholderArt).
  const generated = content.image === null ? null : generatedImageOf(content.image);
  const Heading = `h${headingLevel}` as const;
  const onActivate = (event: MouseEvent | KeyboardEvent) => {
    if (onResultActivate && isConversionActivation(event)) onResultActivate(hit, event);
  };

  return (
    <Card
      accent={hit.type === 'event' ? content.accent : undefined}
      className={cx('conf-ResultTile', className)}
      data-type={hit.type}
    >
      {generated ? (
        <PlaceholderArt kind={generated.kind} seed={generated.seed} className="conf-ResultTile-image" />
      ) : (
        <FallbackImage
          // A new element for another image: a list that keeps its tiles for new records (ResultGroups)
          // would otherwise show the last record's picture until the new one loads.
          key={content.image ?? fallback ?? ''}
          className="conf-ResultTile-image"
          src={content.image}
          fallbackSrc={fallback}
          alt=""
          loading="lazy"
          decoding="async"
          empty={<PlaceholderArt kind={hit.type} seed={hit._id} className="conf-ResultTile-image" />}
        />
      )}
      <div className="conf-ResultTile-body">
        <div className="conf-ResultTile-tags">
          {content.tag}
          {flagField(source, 'featured') ? <Badge tone="info">Featured</Badge> : null}
          {flagField(source, 'canceled') ? <Badge tone="danger">Canceled</Badge> : null}
          {note ? (
            <Badge tone="warning" data-note={note.kind}>
              {note.text}
            </Badge>
          ) : null}
          {renderStatus ? renderStatus(hit) : null}
        </div>
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
        {content.details}
      </div>
      {renderActions ? <div className="conf-ResultTile-actions">{renderActions(hit, path)}</div> : null}
    </Card>
  );
}

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
});
