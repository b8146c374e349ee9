/**
 * What to tell an organizer whose file writes times with UTC offsets only (SXSW `-05:00`, JuliaCon's
 * pretalx `-04:00`) and names no zone: the offsets seen, on which days, and IANA zones that have
 * exactly those offsets on those days. An offset alone does not say which zone's daylight-saving
 * rules apply (JuliaCon's `-04:00` is New York in July, not Chicago), so the import asks for
 * `--timezone` instead of guessing. Pure (Intl only).
 */

/** Zones organizers name most, tried first so that the hint shows them before rarer ones. */
const COMMON_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'America/Toronto',
  'America/Vancouver',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'America/Halifax',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Brussels',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Amsterdam',
  'Europe/Helsinki',
  'Europe/Athens',
  'Europe/Istanbul',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Africa/Johannesburg',
  'Africa/Lagos',
];

const ISO_OFFSET = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** An offset as `±HH:MM` (`Z` is `+00:00`). */
function normalOffset(offset: string): string {
  if (/^z$/i.test(offset)) return '+00:00';
  return offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
}

/** Times of a file as they carry an offset: the instant, its day as written and its offset. */
export interface OffsetTime {
  instant: number;
  day: string;
  offset: string;
}

/** The times of `values` written as ISO with an offset (others are ignored). */
export function offsetTimes(values: readonly unknown[]): OffsetTime[] {
  const out: OffsetTime[] = [];
  for (const value of values) {
    const match = typeof value === 'string' ? ISO_OFFSET.exec(value.trim()) : null;
    if (!match) continue;
    const instant = Date.parse((value as string).trim());
    if (Number.isNaN(instant)) continue;
    out.push({ instant, day: match[1] as string, offset: normalOffset(match[2] as string) });
  }
  return out;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The offset (`±HH:MM`) of an IANA zone at an instant. */
export function zoneOffset(zone: string, instant: number): string {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

export interface OffsetSummary {
  /** Each offset seen with the first and last day it was written on. */
  offsets: { offset: string; firstDay: string; lastDay: string }[];
  /** IANA zones with exactly these offsets at these times, the common ones first (at most `limit`). */
  zones: string[];
}

/**
 * The offsets of `times` and up to `limit` IANA zones that match them at the earliest and latest
 * instant of each offset. `null` when no time carries an offset.
 */
export function summarizeOffsets(times: readonly OffsetTime[], limit = 4): OffsetSummary | null {
  if (times.length === 0) return null;
  const byOffset = new Map<string, OffsetTime[]>();
  for (const time of times) {
    const list = byOffset.get(time.offset) ?? [];
    list.push(time);
    byOffset.set(time.offset, list);
  }
  const samples: OffsetTime[] = [];
  const offsets: OffsetSummary['offsets'] = [];
  for (const [offset, list] of byOffset) {
    const sorted = [...list].sort((a, b) => a.instant - b.instant);
    const first = sorted[0] as OffsetTime;
    const last = sorted.at(-1) as OffsetTime;
    samples.push(first, last);
    const days = sorted.map((t) => t.day).sort();
    offsets.push({ offset, firstDay: days[0] as string, lastDay: days.at(-1) as string });
  }
  offsets.sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.offset.localeCompare(b.offset));
  const all = Intl.supportedValuesOf('timeZone');
  const candidates = [
    ...COMMON_ZONES.filter((zone) => all.includes(zone)),
    ...all.filter((z) => !COMMON_ZONES.includes(z)),
  ];
  const zones: string[] = [];
  for (const zone of candidates) {
    if (zones.length >= limit) break;
    if (samples.every((s) => zoneOffset(zone, s.instant) === s.offset)) zones.push(zone);
  }
  return { offsets, zones };
}

/** `-04:00 (2023-07-25 to 2023-07-29)`, one per offset, comma-separated. */
export function offsetText(summary: OffsetSummary): string {
  return summary.offsets
    .map((o) => `${o.offset} (${o.firstDay === o.lastDay ? o.firstDay : `${o.firstDay} to ${o.lastDay}`})`)
    .join(', ');
}
