/**
 * Events' durations, as the clash rules (clashes.ts) and "now and next" (now-next.ts) read and write
 * them: a module of its own, so that a page using one does not load the other.
 */

/** How long an event without an end time is taken to last (one programme slot; the spec gives none). */
export const ASSUMED_EVENT_MINUTES = 60;

const MINUTE_MS = 60_000;

/** An event's interval in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

/**
 * The event's interval in epoch ms, or null without a usable start. An end that is missing,
 * unreadable or before the start gives {@link ASSUMED_EVENT_MINUTES}.
 */
export function eventSpan(event: {
  start: string | null | undefined;
  end: string | null | undefined;
}): Span | null {
  if (!event.start) return null;
  const start = Date.parse(event.start);
  if (Number.isNaN(start)) return null;
  const parsedEnd = event.end ? Date.parse(event.end) : Number.NaN;
  const end =
    Number.isNaN(parsedEnd) || parsedEnd < start ? start + ASSUMED_EVENT_MINUTES * MINUTE_MS : parsedEnd;
  return { start, end };
}

/** "45 min", "1 h", "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
