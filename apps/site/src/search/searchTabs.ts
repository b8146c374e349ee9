import type { SearchModel } from '@conf/api-client';
import { CATEGORY_LABELS, CATEGORY_MODELS, type CategoryId, yearPath } from '@conf/core';

/**
 * The category tabs of the search page: everything, each category of @conf/core (events,
 * contributors, brands, venues), and the attendee directory. A tab keeps the term and drops the
 * filters (they belong to the models searched).
 */
export type SearchTabId = 'all' | CategoryId | 'attendees';

const CATEGORY_TABS: readonly CategoryId[] = ['events', 'contributors', 'brands', 'venues'];

export const SEARCH_TABS: readonly { id: SearchTabId; label: string }[] = [
  { id: 'all', label: 'All' },
  ...CATEGORY_TABS.map((id) => ({ id, label: CATEGORY_LABELS[id] })),
  { id: 'attendees', label: 'Attendees' },
];

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** The tab of the models searched, or `null` when they are not exactly one tab's (`artist,venue`). */
export function searchTabOf(models: readonly SearchModel[]): SearchTabId | null {
  if (models.length === 0) return 'all';
  return CATEGORY_TABS.find((id) => sameSet(CATEGORY_MODELS[id], models)) ?? null;
}

/** Where a tab leads: `/search/{category}?q=term` (under the page's year), or the attendee directory. */
export function searchTabHref(tab: SearchTabId, term: string, year: number | undefined): string {
  const query = term === '' ? '' : `?${new URLSearchParams({ q: term })}`;
  if (tab === 'attendees') return `/attendees${query}`;
  return yearPath(year, tab === 'all' ? `/search${query}` : `/search/${tab}${query}`);
}
