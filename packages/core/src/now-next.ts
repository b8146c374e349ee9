import { eventSpan } from './durations.ts';
import { shiftDay, zonedDateKey } from './time.ts';

/**
 * "Now and next" (issue 16 item 3), pure: which events of a programme are on at a moment, which
 * start within the next hour, by venue. Times are instants (ISO 8601 with offset), so an event that
 * spans midnight is simply on across it; the programme's zone only decides which calendar days to
 * ask for ({@link nowNextDays}). Whether a moment falls on the programme's days is in
 * programme-days.ts (the landing page's, kept apart so that its first load stays small).
 *
 * Boundaries (docs/decisions/0021):
 * - On now: started at or before `now` and ending after it. An event that ends exactly now is over.
 * - Next: starting after `now` and at most {@link NEXT_WINDOW_MINUTES} later. One that starts exactly
 *   an hour from now is next; a minute later it is not.
 * - An event without an end lasts an hour (`ASSUMED_EVENT_MINUTES`, one programme slot), as for clashes.
 * - Events without a start are on no clock and never shown.
 */

/** "Starting within the hour". */
export const NEXT_WINDOW_MINUTES = 60;

const MINUTE_MS = 60_000;

/** What an event needs to be placed. */
export interface NowNextEvent {
  start_time: string | null;
  end_time: string | null;
  venue: { id: string; name: string } | null;
}

/** Where an event stands at a moment: on now, next (within the window), or neither. */
export type NowNextPhase = 'now' | 'next';

/** The phase of one event at `now`; `null` when it is over, later than the window or undated. */
export function nowNextPhase(
  event: Pick<NowNextEvent, 'start_time' | 'end_time'>,
  now: Date,
  windowMinutes: number = NEXT_WINDOW_MINUTES,
): NowNextPhase | null {
  const span = eventSpan({ start: event.start_time, end: event.end_time });
  if (!span) return null;
  const at = now.getTime();
  if (span.start <= at) return span.end > at ? 'now' : null;
  return span.start <= at + windowMinutes * MINUTE_MS ? 'next' : null;
}

/** One venue of the page: what is on there now and what starts there within the window, by start. */
export interface NowNextVenue<T extends NowNextEvent> {
  /** The event's venue (as the event names it: a room, or a venue without rooms); `null` for none. */
  venue: { id: string; name: string } | null;
  now: T[];
  next: T[];
}

function byStart(a: NowNextEvent, b: NowNextEvent): number {
  return Date.parse(a.start_time ?? '') - Date.parse(b.start_time ?? '');
}

/**
 * The events on now or next at `now`, by venue: venues by name (events without a venue last),
 * within each the events on now then those next, each by start time. Venues with neither are left
 * out.
 */
export function nowAndNextByVenue<T extends NowNextEvent>(
  events: readonly T[],
  now: Date,
  windowMinutes: number = NEXT_WINDOW_MINUTES,
): NowNextVenue<T>[] {
  const venues = new Map<string, NowNextVenue<T>>();
  for (const event of events) {
    const phase = nowNextPhase(event, now, windowMinutes);
    if (phase === null) continue;
    const key = event.venue?.id ?? '';
    let entry = venues.get(key);
    if (!entry) {
      entry = {
        venue: event.venue ? { id: event.venue.id, name: event.venue.name } : null,
        now: [],
        next: [],
      };
      venues.set(key, entry);
    }
    entry[phase].push(event);
  }
  const sorted = [...venues.values()].sort((a, b) => {
    if (a.venue === null || b.venue === null) return a.venue === null ? (b.venue === null ? 0 : 1) : -1;
    return a.venue.name.localeCompare(b.venue.name, 'en') || a.venue.id.localeCompare(b.venue.id);
  });
  for (const entry of sorted) {
    entry.now.sort(byStart);
    entry.next.sort(byStart);
  }
  return sorted;
}

/** The calendar day before `yyyy-MM-dd`. */
export function previousDay(day: string): string {
  return shiftDay(day, -1);
}

/**
 * The programme days (`yyyy-MM-dd` in its zone) whose events can be on now or next at `now`: the
 * day before (an event that started last night may still run), today, and the day the window ends
 * on when it crosses midnight. Events are listed under the day they start.
 */
export function nowNextDays(
  now: Date,
  timeZone: string,
  windowMinutes: number = NEXT_WINDOW_MINUTES,
): string[] {
  const today = zonedDateKey(now, timeZone);
  const end = zonedDateKey(new Date(now.getTime() + windowMinutes * MINUTE_MS), timeZone);
  return [...new Set([previousDay(today), today, end])];
}
