import { formatInTimeZone } from 'date-fns-tz';
import { wallClock } from './zone-names.ts';

/**
 * Instants written as ISO 8601 with the offset of a programme's zone, for the API's answers. Kept
 * apart from time.ts (what pages show): the site does not load this module.
 */

const HOUR_MS = 3_600_000;

/** Each zone's UTC offsets (ms) by UTC hour, for hours without a change inside. */
const offsetsByZone = new Map<string, Map<number, number>>();

/** A zone's UTC offset at an instant (whole seconds), from Intl's wall clock of the zone. */
function exactOffset(zone: string, ms: number): number {
  const at = Math.floor(ms / 1000) * 1000;
  const { year, month, day, hour, minute, second } = wallClock(new Date(at), zone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - at;
}

function zoneOffset(zone: string, ms: number): number {
  let offsetsByHour = offsetsByZone.get(zone);
  if (!offsetsByHour) {
    offsetsByHour = new Map();
    offsetsByZone.set(zone, offsetsByHour);
  }
  const hour = Math.floor(ms / HOUR_MS);
  const cached = offsetsByHour.get(hour);
  if (cached !== undefined) return cached;
  const start = exactOffset(zone, hour * HOUR_MS);
  // Offsets change on the hour or half hour in modern times; an hour with a change inside is never cached.
  if (start !== exactOffset(zone, (hour + 1) * HOUR_MS - 1000)) return exactOffset(zone, ms);
  offsetsByHour.set(hour, start);
  return start;
}

/**
 * An instant as ISO 8601 in a zone (an IANA name) with its offset: `2026-03-09T09:30:00-05:00`. Same
 * text as date-fns-tz's `formatInTimeZone(time, zone, "yyyy-MM-dd'T'HH:mm:ssXXX")`, with the zone
 * offset looked up once per hour (building the search index formats tens of thousands of times).
 * What the API answers for every time of a programme (the server's records, exports and screens).
 */
export function isoInZone(time: Date, zone: string): string {
  const ms = time.getTime();
  const offset = zoneOffset(zone, ms);
  const year = new Date(ms + offset).getUTCFullYear();
  // Whole-minute offsets of years with four digits; anything else (local mean time before 1883) the slow way.
  if (offset % 60_000 !== 0 || year < 1000 || year > 9999 || Number.isNaN(ms)) {
    return formatInTimeZone(time, zone, "yyyy-MM-dd'T'HH:mm:ssXXX");
  }
  const local = new Date(ms + offset).toISOString().slice(0, 19);
  const minutes = Math.abs(offset) / 60_000;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${local}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** An instant as ISO 8601 in the programme's zone ({@link isoInZone}); `null` stays `null`. */
export function zonedIso(time: Date | null, zone: string): string | null {
  return time === null ? null : isoInZone(time, zone);
}
