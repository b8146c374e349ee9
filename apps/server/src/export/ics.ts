import { calendarDescription, calendarLocation, UTC_TIME_ZONE } from '@conf/core';
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { EventRecord } from '../catalog/records.ts';

/**
 * iCalendar (RFC 5545) for events: pure functions from records to `.ics` text, built with
 * `ical-generator`, the VTIMEZONE from `timezones-ical-library` (IANA data).
 *
 * - Times are written in the programme's zone (`TZID=Europe/Brussels`; the caller passes the year's programme zone, UTC without one) with its
 *   VTIMEZONE, so calendars show the local time and handle DST.
 * - `UID` is stable per year and event: `<year>-<event_id>@<domain>`; a re-import that changes the
 *   event changes `updated_at`, hence `SEQUENCE` (seconds since 2020-01-01, always increasing) and
 *   `LAST-MODIFIED`/`DTSTAMP` (in UTC, `…Z`, as RFC 5545 requires), and calendars replace the old copy.
 * - DESCRIPTION holds the short and the long description once each ({@link icsDescription}).
 * - A canceled event is `STATUS:CANCELLED` (calendars strike it through or remove it); others
 *   `STATUS:CONFIRMED`.
 * - An event with a day but no time is an all-day event on its programme day; one with neither
 *   cannot be put in a calendar ({@link IcsUnavailableError}).
 *
 * Used by routes/calendar.ts: `GET /api/web/{year}/events/{id}/calendar.ics` answers
 * `eventToIcs(await icsEventOf(db, year, id))` as `text/calendar; charset=utf-8`; the private
 * favourites feed (`/calendar/{token}.ics`, a revocable secret link) answers
 * `eventsToIcs(events, { name })` for what favorites-feed.ts reads. The text is built here so the
 * routes only look up and answer.
 */

/** What an .ics entry needs: the API's event record plus when it last changed. */
export type IcsEvent = Pick<
  EventRecord,
  | 'event_id'
  | 'year'
  | 'name'
  | 'description'
  | 'long_description'
  | 'start_time'
  | 'end_time'
  | 'date'
  | 'canceled'
  | 'venue'
> & {
  /** When the stored event last changed (drives SEQUENCE). */
  updated_at: Date | string;
  /** The event's page, shown as URL. */
  url?: string | null;
};

export interface IcsOptions {
  /** Zone the times are written in: the programme's (default UTC). */
  timeZone?: string;
  /** Domain of UIDs (default `conf-schedule.local`). */
  domain?: string;
  /** Calendar name (X-WR-CALNAME), for feeds. */
  name?: string;
}

/** Thrown for an event that has neither a start time nor a day. */
export class IcsUnavailableError extends Error {
  override name = 'IcsUnavailableError';
}

const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

/** SEQUENCE from the last change: whole seconds since 2020-01-01 (fits RFC 5545's integer until 2088). */
export function sequenceOf(updatedAt: Date | string): number {
  const ms = new Date(updatedAt).getTime();
  return Math.max(0, Math.floor((ms - SEQUENCE_EPOCH) / 1000));
}

function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  const text = Array.isArray(block) ? block[0] : null;
  return typeof text === 'string' && text.startsWith('BEGIN:VTIMEZONE') ? text : null;
}

/** DESCRIPTION: the short and the long description, each once (@conf/core's `calendarDescription`). */
export const icsDescription: (event: Pick<IcsEvent, 'description' | 'long_description'>) => string | null =
  calendarDescription;

/** A calendar with the given events (one VEVENT each; events without day and time are left out). */
export function eventsToIcs(events: readonly IcsEvent[], opts: IcsOptions = {}): string {
  const zone = opts.timeZone ?? UTC_TIME_ZONE;
  const domain = opts.domain ?? 'conf-schedule.local';
  const calendar = ical({
    prodId: { company: 'conf-schedule', product: 'schedule', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: opts.name ?? null,
    // No calendar-wide zone name: ical-generator would then write DTSTAMP and LAST-MODIFIED as local
    // times without a zone, where RFC 5545 requires UTC (`…Z`). Each timed event names its zone
    // (TZID), and the generator adds the VTIMEZONE of every zone the events use.
    timezone: { name: null, generator: vtimezone },
  });
  for (const event of events) {
    const updated = new Date(event.updated_at);
    const common = {
      id: `${event.year}-${event.event_id}@${domain}`,
      summary: event.name,
      description: icsDescription(event),
      location: calendarLocation(event),
      url: event.url ?? null,
      status: event.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: sequenceOf(updated),
      stamp: updated,
      lastModified: updated,
    };
    if (event.start_time) {
      // TZDate: ical-generator writes its wall-clock time in the zone (a plain Date would be UTC).
      const start = new TZDate(event.start_time, zone);
      calendar.createEvent({
        ...common,
        start,
        end: event.end_time ? new TZDate(event.end_time, zone) : start,
        timezone: zone,
      });
    } else if (event.date) {
      calendar.createEvent({
        ...common,
        start: new Date(`${event.date}T00:00:00Z`),
        allDay: true,
        floating: true,
      });
    } else if (events.length === 1) {
      throw new IcsUnavailableError(`Event '${event.event_id}' has no date or time yet`);
    }
  }
  return calendar.toString();
}

/** One event as an .ics download (see the module comment). */
export function eventToIcs(event: IcsEvent, opts: IcsOptions = {}): string {
  return eventsToIcs([event], opts);
}
