import type { StatusCode } from '@conf/core';
import { useId } from 'react';
import { cx } from '../../internal/classNames.ts';
import { EventDate } from '../EventDate/index.ts';
import { EventTime } from '../EventTime/index.ts';
import { EventTypeTag } from '../EventTypeTag/index.ts';
import { StatusBadge } from '../StatusBadge/index.ts';

/** One event on a board: what a passer-by needs (when, what, where) and its live status. */
export interface BoardEvent {
  id: string;
  name: string;
  /** ISO 8601 with offset. */
  start_time: string | null;
  end_time: string | null;
  event_type: string | null;
  venue: { id: string; name: string } | null;
  status: StatusCode;
  message: string;
}

/** Props of {@link EventBoard}. */
export interface EventBoardProps {
  /** The board's heading (`Upcoming events`, or the venue's name). */
  title: string;
  /** Upcoming events, in the order shown (start time). */
  events: readonly BoardEvent[];
  /** `kiosk` (portrait, a list) or `signage` (a landscape screen: big type, two columns). */
  layout?: 'kiosk' | 'signage';
  /** Shown instead of the list when no event is left. */
  emptyMessage?: string;
  /** Hide each event's venue (a board of one room). Default false. */
  hideVenue?: boolean;
  className?: string;
}

export const BOARD_EMPTY_MESSAGE = 'No more events are scheduled here.';

/**
 * A read-only board of upcoming events for kiosk and signage screens: a titled list whose items show
 * date, time, name, type, venue and the live status. Nothing in it is interactive: passers-by look,
 * they do not click. Each item carries `data-event-id`, and its status badge is kept (hidden) even
 * without status, so that a page script can apply live changes.
 */
export function EventBoard({
  title,
  events,
  layout = 'kiosk',
  emptyMessage = BOARD_EMPTY_MESSAGE,
  hideVenue = false,
  className,
}: EventBoardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-layout={layout} className={cx('conf-EventBoard', className)}>
      <h1 id={headingId} className="conf-EventBoard-title">
        {title}
      </h1>
      {events.length === 0 ? (
        <p className="conf-EventBoard-empty">{emptyMessage}</p>
      ) : (
        <ol className="conf-EventBoard-list">
          {events.map((event) => (
            <li key={event.id} className="conf-EventBoard-item" data-event-id={event.id}>
              <p className="conf-EventBoard-when">
                <EventDate date={event.start_time} />{' '}
                <EventTime start={event.start_time} end={event.end_time} />
              </p>
              <h2 className="conf-EventBoard-name">{event.name}</h2>
              <p className="conf-EventBoard-facts">
                <EventTypeTag eventType={event.event_type} />
                {!hideVenue && event.venue ? (
                  <span className="conf-EventBoard-venue">{event.venue.name}</span>
                ) : null}
              </p>
              <StatusBadge status={event.status} message={event.message} keepWhenEmpty />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
