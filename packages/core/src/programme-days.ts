import { isTimeZone, UTC_TIME_ZONE, wallClock } from './zone-names.ts';

/**
 * The programme's days, apart from now-next.ts and time.ts: the landing page asks this on every
 * first load, and a module the entry imports comes into the entry whole, with what it imports
 * (now-next.ts brings the clash rules and the geometry, time.ts date-fns-tz: 4 kB gzipped). The
 * day is read from Intl's wall clock of the zone, which the entry has already.
 */

/** A calendar day as the number yyyymmdd (`2026-03-09` is 20260309), for comparing days. */
function dayNumber(year: number, month: number, day: number): number {
  return year * 10_000 + month * 100 + day;
}

/** A `yyyy-MM-dd` day as {@link dayNumber}. */
function parseDay(day: string): number {
  return Number(day.replaceAll('-', ''));
}

/**
 * Whether `now` falls on one of the programme's days (`firstDay` to `lastDay`, `yyyy-MM-dd`, in its
 * zone): the landing page links to "Now and next" only then. `false` for a programme without days.
 * `now` must be a valid date.
 */
export function isDuringProgramme(
  programme: { firstDay: string | null; lastDay: string | null; timeZone: string },
  now: Date,
): boolean {
  const { firstDay, lastDay, timeZone } = programme;
  if (!firstDay) return false;
  const { year, month, day } = wallClock(now, isTimeZone(timeZone) ? timeZone : UTC_TIME_ZONE);
  const today = dayNumber(year, month, day);
  return today >= parseDay(firstDay) && today <= parseDay(lastDay ?? firstDay);
}
