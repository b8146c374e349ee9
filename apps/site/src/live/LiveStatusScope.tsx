import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSite } from '../site.tsx';
import { type LiveStatuses, liveStatusesOf } from './liveStatuses.ts';
import type { LoadedStatuses } from './loaderStatuses.ts';
import type { LiveStatus } from './statusStore.ts';

/**
 * The statuses a route loader fetched, with the page store's mark at the time the screen got them:
 * a live update stored after that mark is newer than the loader's answer, anything stored before is
 * not (it may be left over from an earlier page, while the stream was closed).
 */
interface Seed {
  statuses: ReadonlyMap<string, LiveStatus>;
  mark: number;
}

export interface Scope {
  live: LiveStatuses;
  seed: Seed;
}

const ScopeContext = createContext<Scope | null>(null);

const NO_STATUSES: ReadonlyMap<string, LiveStatus> = new Map();

const NOTHING_LOADED: LoadedStatuses = [];

/**
 * Follows the statuses of the events `ids` while mounted: the page's shared status stream is open,
 * the loader's answer (`loaded`) goes into the page's store (unless a live update is newer), and
 * the ids the store still lacks (the loader's call failed, a page without a loader) are asked for
 * with POST /statuses. Everything here runs in effects: nothing of it happens on the server.
 * Returns the page's live statuses and the loader's answer as the screen got it.
 */
export function useFollowedStatuses(ids: readonly string[], loaded: LoadedStatuses = NOTHING_LOADED): Scope {
  const live = liveStatusesOf(useSite().api);
  const seed = useMemo<Seed>(
    () => ({
      statuses: loaded.length === 0 ? NO_STATUSES : new Map(loaded.map(({ id, ...status }) => [id, status])),
      mark: live.store.mark(),
    }),
    [live, loaded],
  );
  const key = ids.join('\n');
  useEffect(() => live.follow(), [live]);
  // Declared before the load below, so that what the loader answered is not asked for again.
  useEffect(() => {
    if (loaded.length > 0) live.store.setOlder(loaded, seed.mark);
  }, [live, loaded, seed]);
  useEffect(() => {
    const controller = new AbortController();
    void live.load(key === '' ? [] : key.split('\n'), controller.signal);
    return () => controller.abort();
  }, [live, key]);
  return useMemo(() => ({ live, seed }), [live, seed]);
}

/** Props of {@link LiveStatusScope}. */
export interface LiveStatusScopeProps {
  /** The events shown (their statuses are followed). */
  ids: readonly string[];
  /** What the route loader answered for them (`[]` when its call failed or there was none). */
  loaded?: LoadedStatuses;
  children: ReactNode;
}

/**
 * The live statuses of a page's events, for every {@link useLiveStatus} below: rendered at once
 * from the route loader's answer (so the server's HTML has them and hydration matches), then kept
 * current by the page's shared status stream. Each component reads one event's status, so a
 * change re-renders that badge alone, not the list around it.
 */
export function LiveStatusScope({ ids, loaded, children }: LiveStatusScopeProps) {
  const scope = useFollowedStatuses(ids, loaded);
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/** One event's status: a live update newer than the loader, else the loader's answer, else the store's. */
function currentStatus({ live, seed }: Scope, id: string): LiveStatus | undefined {
  return live.store.storedAfter(id, seed.mark) ?? seed.statuses.get(id) ?? live.store.get(id);
}

/** A status as one string, so that an equal status stored again (the loader's answer going into the store) renders nothing. */
function statusKey(status: LiveStatus | undefined): string {
  return status === undefined ? '' : `${status.status}\n${status.message}`;
}

function fromStatusKey(key: string): LiveStatus | undefined {
  if (key === '') return undefined;
  const [status, message] = key.split('\n') as [LiveStatus['status'], LiveStatus['message']];
  return { status, message };
}

/**
 * The live status of the event `id` inside a {@link LiveStatusScope} (`undefined` while unknown,
 * or outside a scope). On the server and while hydrating it is the loader's answer. The component
 * renders again only when the status or message of this event changes.
 */
export function useLiveStatus(id: string): LiveStatus | undefined {
  const scope = useContext(ScopeContext);
  const store = scope?.live.store;
  const subscribe = store ? store.subscribe : noSubscription;
  const key = useSyncExternalStore(
    subscribe,
    () => statusKey(scope ? currentStatus(scope, id) : undefined),
    () => statusKey(scope?.seed.statuses.get(id)),
  );
  return useMemo(() => fromStatusKey(key), [key]);
}

function noSubscription(): () => void {
  return () => {};
}
