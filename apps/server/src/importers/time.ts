import { addMinutes } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/**
 * Time handling for importers: schedule files give times in three ways, and the catalogue wants
 * ISO 8601 with an offset.
 * - **with an offset** (`2026-03-12T14:30:00-05:00`, `…Z`): kept as the instant it names;
 * - **named zone + local wall time** (39C3, FOSDEM 2026 name their zone and also write offsets);
 * - **floating** (`<day date="2023-02-04">` + `<start>09:30</start>`, or an ISO time without an
 *   offset): placed in the programme's zone (the `--timezone` option, else the file's own zone,
 *   else refused: the import asks for `--timezone`).
 * A zone is an IANA name (`Europe/Brussels`) or a fixed offset (`+01:00`, `-0500`, `UTC`).
 */

/** A wall-clock time in the programme's zone: `date` `yyyy-MM-dd`, `time` `HH:mm` or `HH:mm:ss`. */
export interface FloatingTime {
  date: string;
  time: string;
}

/** How a source writes a time: an ISO string (with or without offset) or a floating day + time. */
export type TimeValue = string | FloatingTime;

const OFFSET_ZONE = /^(?:UTC|GMT|Z|[+-]\d{2}(?::?\d{2})?)$/i;
const ISO_WITH_OFFSET =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)$/i;
const ISO_FLOATING = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Thrown for a time, zone or duration that cannot be read; importers turn it into a skip reason. */
export class TimeValueError extends Error {
  override name = 'TimeValueError';
}

/** True for an IANA zone this runtime knows, or a fixed offset. */
export function isValidTimeZone(zone: string): boolean {
  if (OFFSET_ZONE.test(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone.toUpperCase() === 'UTC';
  } catch {
    return false;
  }
}

/** `+01:00`-style zones as date-fns-tz reads them (`UTC`/`Z` → `+00:00`, `-0500` → `-05:00`). */
function zoneForLibrary(zone: string): string {
  if (/^(UTC|GMT|Z)$/i.test(zone)) return '+00:00';
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  return m ? `${m[1]}${m[2]}:${m[3] ?? '00'}` : zone;
}

/** `HH:mm[:ss]` → `HH:mm:ss`, checked. */
function clock(time: string): string {
  const m = CLOCK.exec(time.trim());
  if (!m) throw new TimeValueError(`invalid time of day '${time}' (HH:MM expected)`);
  const [h, min, s = '00'] = [Number(m[1]), m[2] as string, m[3]];
  if (h > 23 || Number(min) > 59 || Number(s) > 59) throw new TimeValueError(`invalid time of day '${time}'`);
  return `${String(h).padStart(2, '0')}:${min}:${s}`;
}

function checkDay(date: string): string {
  const d = date.trim();
  // The round trip catches days a month does not have (2023-02-31), which Date would roll over.
  const day = new Date(`${d}T00:00:00Z`);
  if (!DAY.test(d) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== d) {
    throw new TimeValueError(`invalid date '${date}' (yyyy-MM-dd expected)`);
  }
  return d;
}

/** A wall-clock time in `zone` as ISO 8601 with that zone's offset at that moment. */
export function zonedIso(date: string, time: string, zone: string): string {
  const z = zoneForLibrary(zone);
  const instant = fromZonedTime(`${checkDay(date)}T${clock(time)}`, z);
  if (Number.isNaN(instant.getTime())) throw new TimeValueError(`invalid time ${date} ${time}`);
  return formatInTimeZone(instant, z, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** An instant written in `zone` (ISO 8601 with offset). */
export function isoInZone(instant: Date, zone: string): string {
  return formatInTimeZone(instant, zoneForLibrary(zone), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/**
 * Any {@link TimeValue} as ISO 8601 with an offset. Times that carry an offset keep the wall clock
 * the source wrote (`Z` times are shown in `zone`); floating times are placed in `zone`.
 */
export function resolveTime(value: TimeValue, zone: string): string {
  if (typeof value !== 'string') return zonedIso(value.date, value.time, zone);
  const text = value.trim();
  const withOffset = ISO_WITH_OFFSET.exec(text);
  if (withOffset) {
    const instant = new Date(text.replace(' ', 'T'));
    if (Number.isNaN(instant.getTime())) throw new TimeValueError(`invalid time '${value}'`);
    if (/z$/i.test(text)) return isoInZone(instant, zone);
    const offset = (withOffset[3] as string).replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
    return `${withOffset[1]}T${clock((withOffset[2] as string).slice(0, 8))}${offset.length === 3 ? `${offset}:00` : offset}`;
  }
  const floating = ISO_FLOATING.exec(text);
  if (floating) return zonedIso(floating[1] as string, (floating[2] as string).slice(0, 8), zone);
  throw new TimeValueError(`invalid time '${value}' (ISO 8601 expected)`);
}

/** Minutes of a duration written `HH:MM`, `HH:MM:SS`, ISO `PT1H30M`, or a number of minutes. */
export function durationMinutes(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    if (Number.isFinite(value) && value >= 0) return Math.round(value);
    throw new TimeValueError(`invalid duration '${value}'`);
  }
  if (typeof value !== 'string') throw new TimeValueError(`invalid duration '${String(value)}'`);
  const text = value.trim();
  const hm = /^(\d+):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (hm) return Number(hm[1]) * 60 + Number(hm[2]) + Math.round(Number(hm[3] ?? 0) / 60);
  const iso = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/i.exec(text);
  if (iso && text.length > 2) return Number(iso[1] ?? 0) * 60 + Number(iso[2] ?? 0);
  if (/^\d+$/.test(text)) return Number(text);
  throw new TimeValueError(`invalid duration '${value}' (HH:MM or minutes expected)`);
}

/** `start` plus `minutes`, written with the offset `zone` has at the end instant. */
export function addMinutesIso(startIso: string, minutes: number, zone: string, keepOffset: boolean): string {
  const end = addMinutes(new Date(startIso), minutes);
  if (keepOffset) {
    const offset = /([+-]\d{2}:\d{2}|Z)$/i.exec(startIso)?.[1] ?? '+00:00';
    return isoInZone(end, offset);
  }
  return isoInZone(end, zone);
}

/** The wall-clock calendar day and time an ISO-with-offset string names (as written). */
export function wallClock(iso: string): { date: string; minutes: number } {
  const m = ISO_WITH_OFFSET.exec(iso);
  if (!m) throw new TimeValueError(`invalid time '${iso}'`);
  const [h, min] = (m[2] as string).split(':').map(Number);
  return { date: m[1] as string, minutes: (h ?? 0) * 60 + (min ?? 0) };
}

/** The day before `yyyy-MM-dd`. */
export function previousDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The programme day of a start time: its wall-clock date, or the day before when it starts before
 * the programme's day change (`06:00` at 39C3: a 01:30 set belongs to the previous night).
 */
export function programmeDay(startIso: string, dayChange: string | null): string {
  const { date, minutes } = wallClock(startIso);
  const change = dayChange ? durationMinutes(dayChange.slice(0, 5)) : 0;
  return change && minutes < change ? previousDay(date) : date;
}
