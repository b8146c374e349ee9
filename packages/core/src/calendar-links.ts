/**
 * What a calendar entry of an event says, shared by the server's `.ics` files (apps/server/src/
 * export/ics.ts) and the event page's "Add to calendar" choices: the description and the place, and
 * the addresses that open Google Calendar's and Outlook.com's new-event forms already filled in.
 * Pure: no clock, no network.
 */

/** What a calendar entry needs of an event (the API's event record has all of it). */
export interface CalendarEvent {
  name: string;
  description?: string | null;
  long_description?: string | null;
  /** ISO 8601 with the programme zone's offset (`2026-03-12T09:30:00-05:00`). */
  start_time?: string | null;
  end_time?: string | null;
  /** The programme day (`2026-03-12`), for an event with a day and no time yet. */
  date?: string | null;
  venue?: { name: string; root?: { name: string } | null } | null;
}

/** Text without spacing differences, for telling whether one text already holds another. */
function comparable(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The description: the short and the long one, each once. Programmes often repeat the short text
 * at the start of the long one (or give the same text twice): then the longer one alone.
 */
export function calendarDescription(
  event: Pick<CalendarEvent, 'description' | 'long_description'>,
): string | null {
  const short = event.description?.trim() ?? '';
  const long = event.long_description?.trim() ?? '';
  if (!short || !long) return short || long || null;
  if (comparable(long).includes(comparable(short))) return long;
  if (comparable(short).includes(comparable(long))) return short;
  return `${short}\n\n${long}`;
}

/** The place: the room and its building (`Salon C, Hilton Austin Downtown`), or `null`. */
export function calendarLocation(event: Pick<CalendarEvent, 'venue'>): string | null {
  if (!event.venue) return null;
  return event.venue.root ? `${event.venue.name}, ${event.venue.root.name}` : event.venue.name;
}

/** When the entry is: an instant range (timed), a range of whole days (day only), or nothing. */
type Span = { kind: 'timed'; start: Date; end: Date } | { kind: 'day'; first: string; next: string } | null;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function spanOf(event: CalendarEvent): Span {
  const start = event.start_time ? new Date(event.start_time) : null;
  if (start && !Number.isNaN(start.getTime())) {
    const end = event.end_time ? new Date(event.end_time) : null;
    // Without an end (or with one before the start) the entry is the start instant, as in the .ics.
    return { kind: 'timed', start, end: end && end.getTime() >= start.getTime() ? end : start };
  }
  if (event.date && DAY.test(event.date)) {
    const next = new Date(`${event.date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return { kind: 'day', first: event.date, next: next.toISOString().slice(0, 10) };
  }
  return null;
}

/** The description with the event's page after it, so that the entry leads back to the programme. */
function details(event: CalendarEvent, pageUrl: string): string {
  return [calendarDescription(event), pageUrl].filter(Boolean).join('\n\n');
}

/** `20260312T143000Z`: the UTC form Google's `dates` takes. */
function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * Google Calendar's "new event" form filled in with the event (name, times in UTC, place, the
 * description and the event's page), or `null` for an event with neither a time nor a day.
 */
export function googleCalendarUrl(event: CalendarEvent, pageUrl: string): string | null {
  const span = spanOf(event);
  if (!span) return null;
  const dates =
    span.kind === 'timed'
      ? `${compactUtc(span.start)}/${compactUtc(span.end)}`
      : `${span.first.replace(/-/g, '')}/${span.next.replace(/-/g, '')}`;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates,
    details: details(event, pageUrl),
  });
  const location = calendarLocation(event);
  if (location) query.set('location', location);
  return `https://calendar.google.com/calendar/render?${query}`;
}

/**
 * Outlook.com's "new event" form filled in with the event (as {@link googleCalendarUrl}; a day
 * without a time is an all-day event), or `null` for an event with neither a time nor a day.
 */
export function outlookCalendarUrl(event: CalendarEvent, pageUrl: string): string | null {
  const span = spanOf(event);
  if (!span) return null;
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.name,
  });
  if (span.kind === 'timed') {
    query.set('startdt', span.start.toISOString());
    query.set('enddt', span.end.toISOString());
  } else {
    query.set('startdt', span.first);
    query.set('enddt', span.next);
    query.set('allday', 'true');
  }
  query.set('body', details(event, pageUrl));
  const location = calendarLocation(event);
  if (location) query.set('location', location);
  return `https://outlook.live.com/calendar/0/action/compose?${query}`;
}
