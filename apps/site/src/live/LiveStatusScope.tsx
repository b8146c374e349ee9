import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useSite } from '../site.tsx';
import { type LiveStatuses, liveStatusesOf } from './liveStatuses.ts';
import type { LoadedStatuses } from './loaderStatuses.ts';
import type { LiveStatus } from './statusStore.ts';

/**
 * The statuses the page was first rendered with (the route loader's answer; the server's, when the
 * page is hydrated), with the page store's mark at that time: a status stored after the mark is
 * newer than the answer, anything stored before may be left over from an earlier page. Later
 * answers need no seed: their loaders store them before the screen renders (loaderStatuses.ts).
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

const NOTHING_LOADED: LoadedStatuses = [];

/**
 * Follows the statuses of the events `ids` while mounted: the page's shared status stream is open,
 * the answer the page was first rendered with goes into the page's store (unless a live update is
 * newer), and the ids the store still lacks (the loader's call failed, a page without a loader)
 * are asked for with POST /statuses. Everything here runs in effects: nothing of it happens on the
 * server. Returns the page's live statuses and the seed; both stay the same while mounted, so that
 * a new list (a filter, another page) renders no badge of an unchanged tile again.
 */
export function useFollowedStatuses(ids: readonly string[], loaded: LoadedStatuses = NOTHING_LOADED): Scope {
  const live = liveStatusesOf(useSite().api);
  const [seed] = useState<Seed>(() => ({
    statuses: new Map(loaded.map(({ id, ...status }) => [id, status])),
    mark: live.store.mark(),
  }));
  const key = ids.join('\n');
  useEffect(() => live.follow(), [live]);
  // Declared before the load below, so that what the page was rendered with is not asked for again.
  useEffect(() => {
    const entries = [...seed.statuses].map(([id, status]) => ({ id, ...status }));
    if (entries.length > 0) live.store.setOlder(entries, seed.mark);
  }, [live, seed]);
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
  /**
   * What the route loader answered for them (`[]` when its call failed or there was none). Only
   * the first answer is used here (for the first render and hydration); the loaders put every
   * answer into the page's store themselves.
   */
  loaded?: LoadedStatuses;
  children: ReactNode;
}

/**
 * The live statuses of a page's events, for every {@link useLiveStatus} below: rendered at once
 * from the route loader's answer (so the server's HTML has them and hydration matches), then kept
 * current by the page's shared status stream. Each component reads one event's status, so a
 * change re-renders that badge alone, not the list around it; the scope's context never changes
 * while it is mounted.
 */
export function LiveStatusScope({ ids, loaded, children }: LiveStatusScopeProps) {
  const scope = useFollowedStatuses(ids, loaded);
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/** One event's status: one stored after the first render, else the first answer, else an older one of the store. */
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
