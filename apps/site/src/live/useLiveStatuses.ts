import { useEffect, useSyncExternalStore } from 'react';
import { useSite } from '../site.tsx';
import { liveStatusesOf } from './liveStatuses.ts';
import type { LiveStatus } from './statusStore.ts';

/**
 * The live statuses of the events `ids`: loaded once (POST /statuses), then kept current by the
 * page's shared status stream (server-sent events, reconnecting). Returns every status the page
 * knows, by event id; events without an answer yet are missing (show nothing for them).
 */
export function useLiveStatuses(ids: readonly string[]): ReadonlyMap<string, LiveStatus> {
  const live = liveStatusesOf(useSite().api);
  const key = ids.join('\n');
  useEffect(() => live.follow(), [live]);
  useEffect(() => {
    const controller = new AbortController();
    void live.load(key === '' ? [] : key.split('\n'), controller.signal);
    return () => controller.abort();
  }, [live, key]);
  return useSyncExternalStore(live.store.subscribe, live.store.snapshot, live.store.snapshot);
}

/** Saves a staff change of one event's status or message; resolves with the server's stored pair. */
export function useSaveStatus(): (id: string, change: Partial<LiveStatus>) => Promise<LiveStatus> {
  const live = liveStatusesOf(useSite().api);
  return (id, change) => live.save(id, change);
}
