import type { SearchHit } from '@conf/api-client';
import { zonedDateKey } from '@conf/core';

/**
 * Which day the dashboard shows (pure; the `dashboard` feature's "today" page).
 *
 * - Today (Central Time) when the user has favorited events today that have not ended yet: those,
 *   in start order (an event in progress stays until its end).
 * - Else the next day with favorited events: "Nothing more on your schedule today; next up is
 *   {day}". This is also what a visitor of the demo sees before the conference dates.
 * - Else, after the last day with favorites (the conference is over, or the demo's dates are past),
 *   the most recent day with favorites, said so: looking back is what is left to do, and the
 *   page still shows what the dashboard looks like.
 * - No favorited event with a date at all: empty.
 */

/** A favorited event as the dashboard lists it. */
export interface DashboardEvent {
  id: string;
  name: string;
  startTime: string | null;
  endTime: string | null;
  /** `yyyy-MM-dd` in Central Time. */
  date: string;
  venue: { id: string; name: string } | null;
  eventType: string | null;
  canceled: boolean;
}

export type DashboardDay =
  | { kind: 'today'; date: string; events: DashboardEvent[] }
  | { kind: 'next'; date: string; events: DashboardEvent[] }
  | { kind: 'past'; date: string; events: DashboardEvent[] }
  | { kind: 'empty' };

/** A favorites search hit as a dashboard event; `null` for other models and events without a day. */
export function dashboardEvent(hit: SearchHit, timeZone: string): DashboardEvent | null {
  if (hit.type !== 'event') return null;
  const source = hit._source;
  const startTime = source.start_time;
  const date = source.date ?? (startTime ? zonedDateKey(startTime, timeZone) : null);
  if (!date) return null;
  return {
    id: hit._id,
    name: source.name || hit._id,
    startTime,
    endTime: source.end_time,
    date,
    venue: source.venue ? { id: source.venue.id, name: source.venue.name } : null,
    eventType: source.event_type,
    canceled: source.canceled,
  };
}

const instant = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

/** Start order; events without a time last, then by name. */
function byStart(a: DashboardEvent, b: DashboardEvent): number {
  const sa = instant(a.startTime);
  const sb = instant(b.startTime);
  if (Number.isNaN(sa) !== Number.isNaN(sb)) return Number.isNaN(sa) ? 1 : -1;
  return (Number.isNaN(sa) ? 0 : sa - sb) || a.name.localeCompare(b.name);
}

/** Whether an event of today is still to come or in progress at `now` (untimed ones count). */
function notOver(event: DashboardEvent, now: number): boolean {
  const end = instant(event.endTime ?? event.startTime);
  return Number.isNaN(end) || end > now;
}

/** The day the dashboard shows for `events` at `now` (see the module comment). */
export function dashboardDay(events: readonly DashboardEvent[], now: Date, timeZone: string): DashboardDay {
  const today = zonedDateKey(now, timeZone);
  const sorted = [...events].sort(byStart);
  const todays = sorted.filter((event) => event.date === today && notOver(event, now.getTime()));
  if (todays.length > 0) return { kind: 'today', date: today, events: todays };
  const days = [...new Set(sorted.map((event) => event.date))].sort();
  const next = days.find((day) => day > today);
  if (next) return { kind: 'next', date: next, events: sorted.filter((event) => event.date === next) };
  const last = days.at(-1);
  if (last) return { kind: 'past', date: last, events: sorted.filter((event) => event.date === last) };
  return { kind: 'empty' };
}
