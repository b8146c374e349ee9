/**
 * A programme's zone through Intl alone (no date library): whether a zone exists, the short label
 * after a time (`CT`, `CET`), the long name for sentences (`Central European Time`) and the wall
 * clock of an instant. Kept apart from time.ts, which needs date-fns-tz to read its inputs, so that
 * a page that only names its zone (every page's footer) does not load it.
 */

/** The zone of code that has no programme (a component rendered alone, a test). */
export const UTC_TIME_ZONE = 'UTC';

/** A moment as an ISO 8601 string (with offset, `Z`, or a bare `yyyy-MM-dd` calendar date) or a Date. */
export type DateInput = string | Date;

/** A bare calendar day, `yyyy-MM-dd`. */
export const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Entries each memo of zone texts and formatted times keeps before it starts over. */
export const FORMATTED_LIMIT = 5_000;

/**
 * Remembered answers, cleared past {@link FORMATTED_LIMIT} entries: building an
 * `Intl.DateTimeFormat` costs a fraction of a millisecond, and a list of 60 tiles asks about the
 * same zone for every tile.
 */
function remembered<T>(memo: Map<string, T>, key: string, compute: () => T): T {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = compute();
  if (memo.size >= FORMATTED_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

const zoneChecks = new Map<string, boolean>();

/** Whether `zone` is a zone Intl knows (`Europe/Brussels`, `UTC`); `false` for anything else. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '') return false;
  return remembered(zoneChecks, zone, () => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });
}

type ZoneNameStyle = 'short' | 'shortGeneric' | 'longGeneric';
const nameFormats = new Map<string, Intl.DateTimeFormat>();

/** The name Intl gives the zone at an instant, in a locale and style; `null` when it has none. */
function intlZoneName(timeZone: string, at: Date, locale: string, style: ZoneNameStyle): string | null {
  if (!isTimeZone(timeZone) || Number.isNaN(at.getTime())) return null;
  const format = remembered(
    nameFormats,
    `${locale}|${style}|${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }),
  );
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? null;
}

const ABBREVIATION = /^[A-Z]{2,5}$/;
const labels = new Map<string, string>();

/**
 * The short label after a time range, as an attendee of the programme reads it:
 * - the zone-wide US abbreviation where there is one (`CT`, `ET`, `PT`: what US schedules print,
 *   and the same on both sides of a DST change);
 * - else the abbreviation British English uses, which names standard or summer time
 *   (`CET`/`CEST` in Brussels and Hamburg, `GMT`/`BST` in London): what European schedules print;
 * - else the offset Intl writes (`GMT+5:30`), never a guess.
 * `at` picks the standard or summer name (default: now).
 */
export function timeZoneLabel(timeZone: string, at: DateInput = new Date()): string {
  const instant = at instanceof Date ? at : new Date(BARE_DATE.test(at) ? `${at}T12:00:00Z` : at);
  const key = `${timeZone}|${Number.isNaN(instant.getTime()) ? '' : Math.floor(instant.getTime() / 3_600_000)}`;
  return remembered(labels, key, () => {
    const moment = Number.isNaN(instant.getTime()) ? new Date() : instant;
    const generic = intlZoneName(timeZone, moment, 'en-US', 'shortGeneric');
    return generic !== null && ABBREVIATION.test(generic)
      ? generic
      : (intlZoneName(timeZone, moment, 'en-GB', 'short') ?? UTC_TIME_ZONE);
  });
}

/**
 * The zone's long name for sentences ("All times are shown in Central European Time"): Intl's
 * generic name (`Central Time`, `Central European Time`, `India Standard Time`), else the zone.
 */
export function timeZoneName(timeZone: string, at: DateInput = new Date()): string {
  const instant = at instanceof Date ? at : new Date(at);
  const name = intlZoneName(
    timeZone,
    Number.isNaN(instant.getTime()) ? new Date() : instant,
    'en-US',
    'longGeneric',
  );
  return name === null || /^GMT[+-]/.test(name) ? timeZone : name;
}

/** The wall clock of an instant in a zone: calendar day (month 1–12) and time of day (hour 0–23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of `instant` in `timeZone` (a zone {@link isTimeZone} accepts), as Intl reads the
 * zone's rules: exact across DST changes, whatever the zone of the machine (a Date shifted into
 * "local" fields, as date-fns-tz's `toZonedTime` returns, skips the viewer's own DST gap).
 */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const format = remembered(
    wallFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  );
  const field = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of format.formatToParts(instant)) {
    if (part.type in field) field[part.type as keyof WallClock] = Number(part.value);
  }
  // Some engines write midnight as hour 24 under h23.
  return { ...field, hour: field.hour % 24 };
}
