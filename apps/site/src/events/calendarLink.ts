import type { Event } from '@conf/api-client';

/**
 * The event's iCalendar download (`GET /api/web/{year}/events/{id}/calendar.ics`), or `null` for an
 * event with neither a day nor a time (the API has nothing to put in a calendar: 404).
 */
export function eventCalendarHref(
  event: Pick<Event, 'year' | 'event_id' | 'date' | 'start_time'>,
): string | null {
  if (!event.date && !event.start_time) return null;
  return `/api/web/${event.year}/events/${encodeURIComponent(event.event_id)}/calendar.ics`;
}
