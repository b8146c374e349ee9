import type { SiteApi } from '../api.ts';
import type { SearchOutcome } from '../search/runSearch.ts';
import type { SiteDeps } from '../site.tsx';
import { fetchStatuses, liveStatusesOf } from './liveStatuses.ts';
import type { LiveStatusEntry } from './statusStore.ts';

/**
 * The live statuses a route loader hands to its screen, so that the page is rendered with them
 * (on the server too) and then kept live by the status stream (see LiveStatusScope.tsx).
 */
export type LoadedStatuses = readonly LiveStatusEntry[];

/** The ids of the events among search hits: only events have a live status. */
export function eventIdsOf(hits: readonly { type: string; _id: string }[]): string[] {
  return hits.filter((hit) => hit.type === 'event').map((hit) => hit._id);
}

/**
 * The statuses of the events `ids`, for a route loader. The answer also goes into the page's store
 * (that of the API client: in the browser the page's, on the server the request's), so that the
 * screen renders with it at once and a live update received meanwhile stays (it is newer). It
 * never fails the page: a failed call is logged and answers no statuses (the page is rendered
 * without them and asks again in the browser); an aborted one (the visitor moved on) answers none
 * quietly.
 */
export async function loadStatusesForPage(
  api: SiteApi,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<LiveStatusEntry[]> {
  if (ids.length === 0) return [];
  const { store } = liveStatusesOf(api);
  const mark = store.mark();
  try {
    const entries = await fetchStatuses(api, ids, signal);
    store.setOlder(entries, mark);
    return entries;
  } catch (error) {
    if (!signal?.aborted) console.error('Loading the live statuses failed:', error);
    return [];
  }
}

/**
 * The live statuses of the events of a list, for its route loader, which can only ask once it has
 * the list. On the server (`serverRender`) it waits for them, so the page's HTML carries them. In
 * the browser it answers none at once: a filter or a page change would otherwise show its tiles one
 * round trip later; the tiles render with the records and LiveStatusScope.tsx asks for the
 * statuses they lack.
 */
export async function listStatuses(
  deps: Pick<SiteDeps, 'api' | 'serverRender'>,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<LiveStatusEntry[]> {
  return deps.serverRender ? loadStatusesForPage(deps.api, ids, signal) : [];
}

/**
 * The live statuses of the events a search found, for a route loader, as {@link listStatuses} (none
 * for a search that failed; a failed status call does not fail the page).
 */
export async function statusesOfOutcome(
  deps: Pick<SiteDeps, 'api' | 'serverRender'>,
  outcome: SearchOutcome,
  signal?: AbortSignal,
): Promise<LiveStatusEntry[]> {
  return outcome.status === 'done' ? listStatuses(deps, eventIdsOf(outcome.result.hits), signal) : [];
}
