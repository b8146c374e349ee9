import { useSyncExternalStore } from 'react';
import { useSite } from '../site.tsx';
import { useFollowedStatuses } from './LiveStatusScope.tsx';
import { liveStatusesOf } from './liveStatuses.ts';
import type { LiveStatus } from './statusStore.ts';

const NONE_YET: ReadonlyMap<string, LiveStatus> = new Map();

/**
 * The live statuses of the events `ids`, all of them (for short lists that show every status, as
 * the dashboard and the venue pages do): loaded once (POST /statuses), then kept current by the
 * page's shared status stream (server-sent events, reconnecting). Returns every status the page
 * knows, by event id; events without an answer yet are missing (show nothing for them). Long lists
 * use `LiveStatusScope` and `useLiveStatus`, so that a change re-renders one badge, not the list.
 */
export function useLiveStatuses(ids: readonly string[]): ReadonlyMap<string, LiveStatus> {
  const { live } = useFollowedStatuses(ids);
  // The server renders no statuses here (they load in the browser): hydration starts from none.
  return useSyncExternalStore(live.store.subscribe, live.store.snapshot, () => NONE_YET);
}

/** Saves a staff change of one event's status or message; resolves with the server's stored pair. */
export function useSaveStatus(): (id: string, change: Partial<LiveStatus>) => Promise<LiveStatus> {
  const live = liveStatusesOf(useSite().api);
  return (id, change) => live.save(id, change);
}
