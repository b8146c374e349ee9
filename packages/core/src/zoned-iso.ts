import { formatInTimeZone } from 'date-fns-tz';

/**
 * Instants written as ISO 8601 with the offset of a programme's zone, for the API's answers. Kept
 * apart from time.ts (what pages show): the site does not load this module.
 */

const HOUR_MS = 3_600_000;

/** One zone's wall-clock parts and its UTC offsets (ms) by UTC hour, for hours without a change inside. */
interface ZoneCache {
  parts: Intl.DateTimeFormat;
  offsetsByHour: Map<number, number>;
}
const zoneCaches = new Map<string, ZoneCache>();

function zoneCache(zone: string): ZoneCache {
  let cache = zoneCaches.get(zone);
  if (!cache) {
    cache = {
      parts: new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
      offsetsByHour: new Map(),
    };
    zoneCaches.set(zone, cache);
  }
  return cache;
}

/** A zone's UTC offset at an instant (whole seconds), from the Intl time zone data. */
function exactOffset(cache: ZoneCache, ms: number): number {
  const at = Math.floor(ms / 1000) * 1000;
  const part: Record<string, number> = {};
  for (const { type, value } of cache.parts.formatToParts(at)) part[type] = Number(value);
  const wall = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return wall - at;
}

function zoneOffset(cache: ZoneCache, ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const cached = cache.offsetsByHour.get(hour);
  if (cached !== undefined) return cached;
  const start = exactOffset(cache, hour * HOUR_MS);
  // Offsets change on the hour or half hour in modern times; an hour with a change inside is never cached.
  if (start !== exactOffset(cache, (hour + 1) * HOUR_MS - 1000)) return exactOffset(cache, ms);
  cache.offsetsByHour.set(hour, start);
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
  const offset = zoneOffset(zoneCache(zone), ms);
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
