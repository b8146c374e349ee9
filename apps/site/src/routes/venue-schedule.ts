import type { Event, SearchHit } from '@conf/api-client';
import { zonedDateKey } from '@conf/core';

/** An event of a venue page, from its search hit. */
export interface VenueEvent {
  id: string;
  name: string;
  start_time: string | null;
  end_time: string | null;
  event_type: string | null;
  /** The room (or venue) the event is in. */
  venue: { id: string; name: string } | null;
  canceled: boolean;
}

/** One day of a venue's schedule: its date in the programme's zone (`yyyy-MM-dd`, `''` for undated events) and events. */
export interface VenueDay {
  day: string;
  events: VenueEvent[];
}

/** The event of a search hit (an event hit's `_source`: name, times, venue, type, canceled). */
export function venueEventFromHit(hit: SearchHit): VenueEvent {
  const event = hit.type === 'event' ? hit._source : null;
  return {
    id: hit._id,
    name: hit._source.name,
    start_time: event?.start_time ?? null,
    end_time: event?.end_time ?? null,
    event_type: event?.event_type ?? null,
    venue: event?.venue ? { id: event.venue.id, name: event.venue.name } : null,
    canceled: event?.canceled ?? false,
  };
}

/** The event of a record (an event of the schedule kept on the device, for the page shown offline). */
export function venueEventFromRecord(event: Event): VenueEvent {
  return {
    id: event.id,
    name: event.name,
    start_time: event.start_time,
    end_time: event.end_time,
    event_type: event.event_type,
    venue: event.venue ? { id: event.venue.id, name: event.venue.name } : null,
    canceled: event.canceled,
  };
}

function startMs(event: VenueEvent): number {
  const ms = event.start_time === null ? Number.NaN : Date.parse(event.start_time);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

/**
 * A venue's events by start time, grouped by their day in the programme's zone (so an 11 PM
 * event stays on its day). Events without a start come last, in a day of their own (`''`);
 * events starting together are ordered by name.
 */
export function groupEventsByDay(events: readonly VenueEvent[], timeZone: string): VenueDay[] {
  const sorted = [...events].sort((a, b) => startMs(a) - startMs(b) || a.name.localeCompare(b.name));
  const days: VenueDay[] = [];
  for (const event of sorted) {
    const day = zonedDateKey(event.start_time, timeZone);
    const last = days.at(-1);
    if (last && last.day === day) last.events.push(event);
    else days.push({ day, events: [event] });
  }
  return days;
}
