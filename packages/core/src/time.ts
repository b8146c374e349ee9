import { toDate } from 'date-fns-tz';
import {
  BARE_DATE,
  type DateInput,
  FORMATTED_LIMIT,
  isTimeZone,
  timeZoneLabel,
  UTC_TIME_ZONE,
  type WallClock,
  wallClock,
} from './zone-names.ts';

/**
 * Times and dates of a programme, shown in the programme's own zone. Every function takes that
 * zone (an IANA name such as `Europe/Brussels`, or `UTC`): nothing here names a zone of its own.
 * The caller gets it from the programme's settings (the site's config, the server's `programmes`
 * table); {@link UTC_TIME_ZONE} is the neutral zone for code that has no programme.
 */

/** Separator between the start and end of a range: an en dash (U+2013). */
export const RANGE_SEPARATOR = '\u2013';

/**
 * Turns the input into an instant, or `null` when there is nothing (or nothing valid) to show.
 * A bare calendar date (`2026-03-09`) and a local date-time without offset are read as wall-clock
 * time of the zone they are formatted in, so a calendar date never shifts to the previous day.
 */
function toInstant(input: DateInput | null | undefined): Date | string | null {
  if (input == null || input === '') return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  const probe = BARE_DATE.test(input) ? `${input}T00:00:00Z` : input;
  return Number.isNaN(new Date(probe).getTime()) ? null : input;
}

/** The patterns this module writes (date-fns tokens): a time, a date, a date key. */
type Pattern = 'h:mma' | 'MMM d, yyyy' | 'yyyy-MM-dd';

/** English month abbreviations, as date-fns's `MMM` writes them in its default locale. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * Writes a wall clock in one of the three patterns. Written out rather than through date-fns's
 * `format`: that function carries every token and the whole en-US locale (about 6 kB of a page's
 * first load, issue 12), for three fixed patterns.
 */
function writePattern({ year, month, day, hour, minute }: WallClock, pattern: Pattern): string {
  const yyyy = String(year).padStart(4, '0');
  if (pattern === 'yyyy-MM-dd') return `${yyyy}-${twoDigits(month)}-${twoDigits(day)}`;
  if (pattern === 'MMM d, yyyy') return `${MONTHS[month - 1]} ${day}, ${yyyy}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${twoDigits(minute)}${hour < 12 ? 'AM' : 'PM'}`;
}

/** Texts formatted so far, by zone, pattern and moment; cleared past `FORMATTED_LIMIT` entries. */
const formatted = new Map<string, string>();

/**
 * The input written in the pattern in the zone, remembered: each call costs a fraction of a
 * millisecond (time-zone arithmetic through Intl), and a list of 60 tiles formats the same few
 * days and half-hours over and over (dates, start and end times, again after every filter). An
 * unknown zone formats in UTC.
 */
function formatZoned(input: Date | string, timeZone: string, pattern: Pattern): string {
  const key = `${timeZone}|${pattern}|${typeof input === 'string' ? input : input.toISOString()}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
    const zone = isTimeZone(timeZone) ? timeZone : UTC_TIME_ZONE;
    // date-fns-tz parses the input: a string without offset is wall-clock time of the zone.
    text = writePattern(wallClock(toDate(input, { timeZone: zone }), zone), pattern);
    formatted.set(key, text);
  }
  return text;
}

/** `h:mma` in the zone: `9:30AM`. */
export function formatEventTime(input: DateInput | null | undefined, timeZone: string): string {
  const instant = toInstant(input);
  return instant === null ? '' : formatZoned(instant, timeZone, 'h:mma');
}

/**
 * An event's time range in the zone, labelled: `9:30AM–10:30AM CT`, `1:30PM–2:00PM CET`.
 * Only the start (`9:30AM CT`) when there is no end; `''` when there is no start. The label is
 * the one of the start (see {@link timeZoneLabel}).
 */
export function formatEventTimeRange(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
  timeZone: string,
): string {
  const from = formatEventTime(start, timeZone);
  if (from === '') return '';
  const label = timeZoneLabel(timeZone, start as DateInput);
  const to = formatEventTime(end, timeZone);
  return to === '' ? `${from} ${label}` : `${from}${RANGE_SEPARATOR}${to} ${label}`;
}

/**
 * A date as `Mar 9, 2026` (`MMM d, yyyy`) in the zone. A bare `yyyy-MM-dd` is a calendar date and
 * is shown as is, whatever the zone; `''` when there is no (valid) date.
 */
export function formatEventDate(date: DateInput | null | undefined, timeZone: string): string {
  const instant = toInstant(date);
  return instant === null ? '' : formatZoned(instant, timeZone, 'MMM d, yyyy');
}

/** A calendar day `yyyy-MM-dd` as `Mar 9, 2026` (no zone involved); `''` when it is not one. */
export function formatCalendarDay(day: string | null | undefined): string {
  return typeof day === 'string' && BARE_DATE.test(day) ? formatEventDate(day, UTC_TIME_ZONE) : '';
}

/** The calendar day of a moment in the zone as `yyyy-MM-dd` (for grouping by date); `''` when none. */
export function zonedDateKey(iso: DateInput | null | undefined, timeZone: string): string {
  const instant = toInstant(iso);
  return instant === null ? '' : formatZoned(instant, timeZone, 'yyyy-MM-dd');
}

/**
 * The calendar day `days` after `yyyy-MM-dd` (before, when negative): calendar arithmetic, no zone,
 * no daylight-saving hour.
 */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
