import { groupByModel } from './grouping.ts';
import { formatEventDate, zonedDateKey } from './time.ts';
import type { DateInput } from './zone-names.ts';

/**
 * How search and list results are grouped on the page (spec section 2, "List and search page
 * content"): by model in the order of section 9, alphabetically with a Featured group first, or by
 * date. Every function keeps the input order inside a group.
 */

/** The grouping modes of a search result. */
export type ResultGrouping = 'models' | 'alphabetical' | 'date';

/** One non-empty group with its heading and a stable key. */
export interface ResultGroup<T> {
  key: string;
  heading: string;
  items: T[];
}

/** Heading of the group that comes first in alphabetical grouping. */
export const FEATURED_GROUP_HEADING = 'Featured';
/** Heading of the group of results without a date. */
export const UNDATED_GROUP_HEADING = 'Date to be announced';
/** Heading of the attendee group, after the catalogue groups of section 9. */
export const ATTENDEE_GROUP_HEADING = 'Attendees';
/** The alphabetical group of names that do not start with a letter. */
export const NON_LETTER_ALPHA = '#';

/** The letter a name is filed under: its first letter upper-cased without accents (`É` -> `E`), or `#`. */
export function alphaKey(name: string | null | undefined): string {
  const first = (name ?? '').trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : NON_LETTER_ALPHA;
}

/**
 * Groups by model in the order Events, Films, Brands, Presenters, Contributors, Venues, then
 * Attendees. Items of any other model are left out (the caller logs unknown types).
 */
export function groupResultsByModel<T>(items: readonly T[], modelOf: (item: T) => string): ResultGroup<T>[] {
  const { groups, ungrouped } = groupByModel(items, modelOf);
  const attendees = ungrouped.filter((item) => modelOf(item) === 'attendee');
  return [
    ...groups.map(({ group, items: grouped }) => ({ key: group, heading: group, items: grouped })),
    ...(attendees.length > 0
      ? [{ key: 'Attendees', heading: ATTENDEE_GROUP_HEADING, items: attendees }]
      : []),
  ];
}

/**
 * Groups alphabetically: featured items first in a Featured group, then one group per letter A-Z,
 * then `#`. The letter is the record's own `alpha` when it has one, else derived from the name.
 */
export function groupResultsAlphabetically<T>(
  items: readonly T[],
  fields: (item: T) => { name: string | null | undefined; alpha?: string | null; featured?: boolean | null },
): ResultGroup<T>[] {
  const featured: T[] = [];
  const byLetter = new Map<string, T[]>();
  for (const item of items) {
    const { name, alpha, featured: isFeatured } = fields(item);
    if (isFeatured === true) {
      featured.push(item);
      continue;
    }
    const letter = alpha != null && alpha !== '' ? alphaKey(alpha) : alphaKey(name);
    const bucket = byLetter.get(letter);
    if (bucket) bucket.push(item);
    else byLetter.set(letter, [item]);
  }
  const letters = [...byLetter.keys()].sort((a, b) => {
    if (a === NON_LETTER_ALPHA) return 1;
    if (b === NON_LETTER_ALPHA) return -1;
    return a.localeCompare(b);
  });
  return [
    ...(featured.length > 0 ? [{ key: 'featured', heading: FEATURED_GROUP_HEADING, items: featured }] : []),
    ...letters.map((letter) => ({ key: letter, heading: letter, items: byLetter.get(letter) ?? [] })),
  ];
}

/**
 * Groups by day in the programme's zone, in date order (`Mar 9, 2026`), results without a date last
 * under "Date to be announced". `dateOf` returns a `yyyy-MM-dd` day or an ISO date-time.
 */
export function groupResultsByDate<T>(
  items: readonly T[],
  dateOf: (item: T) => DateInput | null | undefined,
  timeZone: string,
): ResultGroup<T>[] {
  const byDay = new Map<string, T[]>();
  const undated: T[] = [];
  for (const item of items) {
    const day = zonedDateKey(dateOf(item), timeZone);
    if (day === '') {
      undated.push(item);
      continue;
    }
    const bucket = byDay.get(day);
    if (bucket) bucket.push(item);
    else byDay.set(day, [item]);
  }
  return [
    ...[...byDay.keys()]
      .sort()
      .map((day) => ({ key: day, heading: formatEventDate(day, timeZone), items: byDay.get(day) ?? [] })),
    ...(undated.length > 0 ? [{ key: 'undated', heading: UNDATED_GROUP_HEADING, items: undated }] : []),
  ];
}
