import type { SiteApi } from '../api.ts';
import { type IdleHost, whenIdle } from '../ondemand/whenIdle.ts';
import type { ScheduleStorage } from './scheduleStore.ts';

/**
 * Keeps the landing year's programme on the device (docs/offline.md): once the page is hydrated and
 * the browser is idle, and again each time it comes back online, the schedule snapshot is refreshed
 * (scheduleStore.ts, kept in IndexedDB by scheduleDb.ts). Both are loaded by a dynamic import at that
 * moment, so neither `idb` nor the store is part of any page's first load.
 */

/** Longest wait for an idle moment before refreshing anyway. */
export const IDLE_TIMEOUT_MS = 5_000;

/**
 * How long after the page started the first refresh waits, before it even looks for an idle moment:
 * the programme (hundreds of kB on the wire, megabytes to parse and keep for a festival) must not
 * compete with the page's own requests and scripts on a slow venue network and a phone's CPU.
 */
export const FIRST_REFRESH_DELAY_MS = 5_000;

/** What the sync needs of the window (tests pass a stand-in). */
export interface SyncHost extends IdleHost {
  navigator: { onLine: boolean };
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

/**
 * Refreshes the copy of `year` when idle, {@link FIRST_REFRESH_DELAY_MS} after the start at the
 * earliest, and on every `online` event, one refresh at a time (an
 * `online` during a refresh starts none); nothing while the browser says it is offline. `refresh`
 * does one refresh ({@link storeRefresher} in the site). Returns the function that stops listening.
 */
export function startScheduleSync(
  year: number,
  refresh: (year: number) => Promise<unknown>,
  host: SyncHost = window,
): () => void {
  let running = false;
  const run = () => {
    if (running || !host.navigator.onLine) return;
    running = true;
    refresh(year)
      .catch((error: unknown) => console.warn('The programme could not be kept on this device', error))
      .finally(() => {
        running = false;
      });
  };
  const idle = { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: 1_000, host };
  const onOnline = () => void whenIdle(run, idle);
  host.addEventListener('online', onOnline);
  host.setTimeout(() => whenIdle(run, idle), FIRST_REFRESH_DELAY_MS);
  return () => host.removeEventListener('online', onOnline);
}

let storage: Promise<ScheduleStorage> | null = null;

/**
 * The device's schedule storage (IndexedDB, scheduleDb.ts), its code loaded and the database opened
 * by the first call, once per page: the refresh writes through it, the pages shown offline read it.
 */
export function deviceScheduleStorage(): Promise<ScheduleStorage> {
  storage ??= import('./scheduleDb.ts').then(({ openScheduleStorage }) => openScheduleStorage());
  return storage;
}

/**
 * One refresh through the site's API client into IndexedDB: the store and `idb` are loaded by the
 * first refresh, not before.
 */
export function storeRefresher(api: SiteApi): (year: number) => Promise<unknown> {
  return async (year) => {
    const [{ refreshSchedule }, held] = await Promise.all([
      import('./scheduleStore.ts'),
      deviceScheduleStorage(),
    ]);
    return refreshSchedule({ api, storage: held, year });
  };
}
