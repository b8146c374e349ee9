import { formatInTimeZone } from 'date-fns-tz';

/** Every time and date in the product is shown in Central Time. */
export const TIME_ZONE = 'America/Chicago';

/** Suffix naming the time zone after a time range. */
export const TIME_ZONE_LABEL = 'CT';

/** Separator between the start and end of a range: an en dash (U+2013). */
export const RANGE_SEPARATOR = '\u2013';

/** A moment as an ISO 8601 string (with offset, `Z`, or a bare `yyyy-MM-dd` calendar date) or a Date. */
export type DateInput = string | Date;

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Turns the input into an instant, or `null` when there is nothing (or nothing valid) to show.
 * A bare calendar date (`2026-03-09`) and a local date-time without offset are read as Chicago
 * wall-clock time, so a calendar date never shifts to the previous day.
 */
function toInstant(input: DateInput | null | undefined): Date | string | null {
  if (input == null || input === '') return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  const probe = BARE_DATE.test(input) ? `${input}T00:00:00Z` : input;
  return Number.isNaN(new Date(probe).getTime()) ? null : input;
}

/** Texts formatted so far, by pattern and moment; cleared past {@link FORMATTED_LIMIT} entries. */
const formatted = new Map<string, string>();
const FORMATTED_LIMIT = 5_000;

/**
 * `formatInTimeZone` in Chicago, remembered: each call costs a fraction of a millisecond (time-zone
 * arithmetic through Intl), and a list of 60 tiles formats the same few days and half-hours over
 * and over (dates, start and end times, again after every filter).
 */
function formatChicago(input: Date | string, pattern: string): string {
  const key = `${pattern}|${typeof input === 'string' ? input : input.toISOString()}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
    text = formatInTimeZone(input, TIME_ZONE, pattern);
    formatted.set(key, text);
  }
  return text;
}

/** `h:mma` in Chicago: `9:30AM`. */
export function formatEventTime(input: DateInput | null | undefined): string {
  const instant = toInstant(input);
  return instant === null ? '' : formatChicago(instant, 'h:mma');
}

/**
 * An event's time range in Central Time: `9:30AM–10:30AM CT`.
 * Only the start (`9:30AM CT`) when there is no end; `''` when there is no start.
 */
export function formatEventTimeRange(
  start: DateInput | null | undefined,
  end?: DateInput | null | undefined,
): string {
  const from = formatEventTime(start);
  if (from === '') return '';
  const to = formatEventTime(end);
  return to === '' ? `${from} ${TIME_ZONE_LABEL}` : `${from}${RANGE_SEPARATOR}${to} ${TIME_ZONE_LABEL}`;
}

/**
 * A date as `Mar 9, 2026` (`MMM d, yyyy`) in Chicago. A bare `yyyy-MM-dd` is a calendar date and
 * is shown as is; `''` when there is no (valid) date.
 */
export function formatEventDate(date: DateInput | null | undefined): string {
  const instant = toInstant(date);
  return instant === null ? '' : formatChicago(instant, 'MMM d, yyyy');
}

/** The Chicago calendar day of a moment as `yyyy-MM-dd` (for grouping by date); `''` when none. */
export function chicagoDateKey(iso: DateInput | null | undefined): string {
  const instant = toInstant(iso);
  return instant === null ? '' : formatChicago(instant, 'yyyy-MM-dd');
}
