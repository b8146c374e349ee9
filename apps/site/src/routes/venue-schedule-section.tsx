import { formatEventDate, NO_EVENT_STATUS } from '@conf/core';
import {
  ContentSection,
  EventTime,
  EventTypeTag,
  Link,
  StatusBadge,
  StatusSelectors,
  useTimeZone,
} from '@conf/ui';
import { useMemo } from 'react';
import { recordHref } from '../links.ts';
import type { LiveStatus } from '../live/statusStore.ts';
import { useLiveStatuses, useSaveStatus } from '../live/useLiveStatuses.ts';
import { useSite } from '../site.tsx';
import { groupEventsByDay, type VenueEvent } from './venue-schedule.ts';

/** Roles that may set live statuses (PATCH /statuses/{id} takes staff or admin). */
const STATUS_ROLES = new Set(['staff', 'admin']);

/**
 * Whether the signed-in user sets live statuses. Spec section 6 names venue staff; admins may too
 * (the API lets them), so they see the same selectors.
 */
export function setsStatuses(roles: readonly string[] | undefined): boolean {
  return roles?.some((role) => STATUS_ROLES.has(role)) ?? false;
}

function EventRow({
  event,
  linkYear,
  showRoom,
  isStaff,
  live,
}: {
  event: VenueEvent;
  linkYear: number | undefined;
  showRoom: boolean;
  isStaff: boolean;
  live: LiveStatus | undefined;
}) {
  const save = useSaveStatus();
  return (
    <li className="site-venue-event" data-event-id={event.id}>
      <div className="site-venue-event-head">
        <EventTime start={event.start_time} end={event.end_time} />
        <EventTypeTag eventType={event.event_type} />
      </div>
      <Link href={recordHref({ type: 'event', id: event.id }, linkYear)} className="site-venue-event-name">
        {event.name}
      </Link>
      {showRoom && event.venue ? <p className="site-venue-event-room">{event.venue.name}</p> : null}
      {event.canceled ? <p className="site-venue-event-canceled">Canceled</p> : null}
      {isStaff ? (
        <StatusSelectors
          label={`Live status of ${event.name}`}
          value={live ?? NO_EVENT_STATUS}
          onChange={(change) => save(event.id, change)}
        />
      ) : live ? (
        <StatusBadge status={live.status} message={live.message} />
      ) : null}
    </li>
  );
}

/**
 * A venue's events by day (Central Time) and start time, each with its live status: a badge for
 * visitors, the status selectors for staff (not on kiosk pages, which are server-rendered).
 * Statuses are loaded once for the listed events, then follow the page's shared live stream.
 */
export function VenueScheduleSection({
  venueName,
  events,
  linkYear,
  showRoom,
}: {
  venueName: string;
  events: readonly VenueEvent[];
  linkYear: number | undefined;
  /** Whether rows name their room (on a building's page, not on a room's). */
  showRoom: boolean;
}) {
  const { user } = useSite();
  const isStaff = setsStatuses(user?.roles);
  const timeZone = useTimeZone();
  const days = useMemo(() => groupEventsByDay(events, timeZone), [events, timeZone]);
  const statuses = useLiveStatuses(useMemo(() => events.map((event) => event.id), [events]));
  return (
    <ContentSection title={`Events at ${venueName}`}>
      {days.length === 0 ? (
        <p>Stay tuned, more events should be added soon!</p>
      ) : (
        days.map(({ day, events: dayEvents }) => {
          const headingId = `venue-day-${day || 'undated'}`;
          return (
            <section key={day} aria-labelledby={headingId} className="site-venue-day">
              <h3 id={headingId}>{day === '' ? 'Time to be announced' : formatEventDate(day, timeZone)}</h3>
              <ul className="site-venue-events">
                {dayEvents.map((event) => (
                  <EventRow
                    key={event.id}
                    event={event}
                    linkYear={linkYear}
                    showRoom={showRoom}
                    isStaff={isStaff}
                    live={statuses.get(event.id)}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </ContentSection>
  );
}
