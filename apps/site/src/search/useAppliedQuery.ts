import { useMemo } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { readSearchQuery, type SearchQuery, searchQueryString } from './searchQuery.ts';

/**
 * The query a search page's filter sidebar shows (issue 12): while the next search of the same page
 * loads, the pending navigation's (its address), so a filter shows as chosen as soon as it is
 * clicked. Before, the sidebar showed the address's query: a clicked checkbox went back to
 * unchecked until the answer came, for seconds on a venue's wifi, and a second click undid the
 * first. The object stays the same while the models, term and filters do, so the sidebar does not
 * render again when the answer brings the same query, nor for another page of results.
 */
export function useAppliedQuery<Q extends SearchQuery>(query: Q): Q {
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const pendingSearch = pending?.pathname === pathname ? pending.search : null;
  const applied = useMemo(() => {
    if (pendingSearch === null) return query;
    const next = readSearchQuery(undefined, new URLSearchParams(pendingSearch));
    return next === null ? query : { ...query, ...next, models: query.models };
  }, [query, pendingSearch]);
  // What the sidebar shows of a query: its models, term and filters (not its page or grouping).
  const key = `${applied.models.join(',')}?${searchQueryString({ ...applied, hash: '', grouping: null, page: 1 })}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same object while the key is the same
  return useMemo(() => applied, [key]);
}
