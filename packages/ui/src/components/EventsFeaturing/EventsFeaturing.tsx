import { accentForEventType, hitHref } from '@conf/core';
import { cx } from '../../internal/classNames.ts';
import { Card } from '../Card/Card.tsx';
import { ContentSection } from '../ContentSection/ContentSection.tsx';
import { STAY_TUNED_MESSAGE } from '../EmptyResults/EmptyResults.tsx';
import { EventDate } from '../EventDate/EventDate.tsx';
import { EventTime } from '../EventTime/EventTime.tsx';
import { EventTypeTag } from '../EventTypeTag/EventTypeTag.tsx';
import { Link } from '../Link/Link.tsx';
import type { HeadingLevel } from '../NotFound/NotFound.tsx';

/** An event as a contributor record lists it (the contract's `ContributorEvent` fits). */
export interface FeaturedEvent {
  event_id: string;
  name: string;
  start_time?: string | null;
  end_time?: string | null;
  date?: string | null;
  event_type?: string | null;
  venue?: { name: string } | null;
}

/** Props of {@link EventsFeaturing}. */
export interface EventsFeaturingProps {
  /** The contributor's (or film's) name, for the heading "Events featuring {name}". */
  name: string;
  events: readonly FeaturedEvent[];
  /** Replaces the heading. */
  title?: string;
  /** Conference year for the default event links. */
  year?: number;
  /** Where an event links. Defaults to `/events/{event_id}` (with `year`). */
  hrefFor?: (event: FeaturedEvent) => string;
  /** Level of the section heading (event titles are one below). Defaults to 2. */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
}

function startOf(event: FeaturedEvent): number {
  const at = Date.parse(event.start_time ?? event.date ?? '');
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
}

/**
 * "Events featuring {name}" (spec "Detail page content > Contributor"): the contributor's events in
 * time order, each with its type, a link to the event, the date and time in the programme's zone and the
 * venue. Without events it says that more should be added soon.
 */
export function EventsFeaturing({
  name,
  events,
  title,
  year,
  hrefFor,
  headingLevel = 2,
  className,
}: EventsFeaturingProps) {
  const ordered = [...events].sort((a, b) => startOf(a) - startOf(b));
  const EventHeading = `h${(headingLevel + 1) as HeadingLevel}` as const;
  const linkOf = (event: FeaturedEvent) =>
    hrefFor?.(event) ??
    hitHref({ type: 'event', _id: event.event_id }, year === undefined ? {} : { year }) ??
    `/events/${encodeURIComponent(event.event_id)}`;
  return (
    <ContentSection
      title={title ?? `Events featuring ${name}`}
      headingLevel={headingLevel}
      className={cx('conf-EventsFeaturing', className)}
    >
      {ordered.length === 0 ? (
        <p className="conf-EventsFeaturing-empty">No events announced yet. {STAY_TUNED_MESSAGE}</p>
      ) : (
        <ul className="conf-EventsFeaturing-list">
          {ordered.map((event) => (
            <Card
              as="li"
              key={event.event_id}
              accent={accentForEventType(event.event_type)}
              className="conf-EventsFeaturing-item"
            >
              <EventTypeTag eventType={event.event_type} />
              <EventHeading className="conf-EventsFeaturing-title">
                <Link href={linkOf(event)}>{event.name}</Link>
              </EventHeading>
              <p className="conf-EventsFeaturing-when">
                <EventDate date={event.date ?? event.start_time} />
                {event.start_time ? (
                  <>
                    {' '}
                    <EventTime start={event.start_time} end={event.end_time} />
                  </>
                ) : null}
              </p>
              {event.venue?.name ? <p className="conf-EventsFeaturing-venue">{event.venue.name}</p> : null}
            </Card>
          ))}
        </ul>
      )}
    </ContentSection>
  );
}
