import {
  type FavoriteQueueStorage,
  flushToggles,
  outcomeOfFailure,
  type PendingToggle,
  queueToggle,
  settleToggle,
} from './favoriteQueue.ts';
import type { FavoriteStore, OfflineFavoriteOptions, RejectedToggle } from './favoriteStore.ts';

/**
 * The favorites store's side of the offline queue (docs/offline.md): queueing a toggle on the device,
 * reading the queue back on a new page, and sending it. Loaded by the store when first needed, so that
 * none of it is in a page's first load; the rules are favoriteQueue.ts, the storage offline/favoriteQueueDb.ts.
 */

let deviceStorage: Promise<FavoriteQueueStorage> | null = null;

/** The queue's storage: the store's own (tests), else the device's IndexedDB, opened once per page. */
function storageOf(host: QueueHost): Promise<FavoriteQueueStorage> {
  if (host.offline.storage) return host.offline.storage();
  deviceStorage ??= import('../offline/favoriteQueueDb.ts')
    .then((module) => module.openFavoriteQueueStorage())
    .catch((error: unknown) => {
      // Not kept: a chunk that failed to load (offline without the worker) is tried again next time.
      deviceStorage = null;
      throw error;
    });
  return deviceStorage;
}

/** Whether the browser says it is online (the store's own answer in tests). */
function isOnline(host: QueueHost): boolean {
  return host.offline.isOnline ? host.offline.isOnline() : navigator.onLine;
}

/** What the store lends these functions: its offline options, its state and its calls. */
export interface QueueHost {
  offline: OfflineFavoriteOptions;
  /** Records the queue as last read or written (the buttons show its states). */
  setPending(pending: PendingToggle[]): void;
  /** Sends one toggle (`POST` or `DELETE`); rejects with the API's error or a network error. */
  send(toggle: PendingToggle): Promise<void>;
  /** Records the state the server has after a toggle was sent; `applied` tells analytics. */
  settled(toggle: PendingToggle, favorited: boolean, applied: boolean): void;
  /** Adds toggles the server refused, for the user to be told. */
  addRejected(rejected: RejectedToggle[]): void;
  /** Asks the server again about every item shown. */
  refresh(): Promise<void>;
}

/** Adds a toggle to the user's queue on the device; online (earlier toggles waiting), sends it after them. */
export async function queueOn(host: QueueHost, toggle: PendingToggle): Promise<void> {
  const storage = await storageOf(host);
  host.setPending(await storage.update(host.offline.uid, (queue) => queueToggle(queue, toggle)));
  if (isOnline(host)) void flushQueue(host);
}

/**
 * Reads the user's queue (dropping other accounts' queues) and sends it if online; a device whose
 * storage fails (a private window's IndexedDB) only gets a warning.
 */
export async function resumeQueue(host: QueueHost): Promise<void> {
  try {
    const storage = await storageOf(host);
    await storage.keepOnly(host.offline.uid);
    const pending = await storage.read(host.offline.uid);
    host.setPending(pending);
    if (pending.length > 0 && isOnline(host)) await flushQueue(host);
  } catch (error) {
    console.warn('Favorites made offline could not be read', error);
  }
}

/**
 * After a call that failed: keeps the toggle on the device if it got no answer (or one worth trying
 * again), else rethrows the failure (the button shows its error).
 */
export async function queueAfterFailure(
  host: QueueHost,
  toggle: PendingToggle,
  error: unknown,
): Promise<void> {
  if (outcomeOfFailure(error) !== 'retry') throw error;
  console.info('Favorite kept on this device until the network returns', error);
  await queueOn(host, toggle);
}

/** The Web Locks name under which one tab at a time sends its user's queue. */
const FLUSH_LOCK = 'conf-favorite-toggles';

/** Runs `task` alone among the site's tabs where the browser has Web Locks, else at once. */
async function webLocked(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request(FLUSH_LOCK, task);
  else await task();
}

/** The flush under way for a store, and whether another was asked for meanwhile. */
const flushes = new WeakMap<QueueHost, { running: Promise<void>; again: boolean }>();

/**
 * Waits before sending again a queue that stopped although the browser says it is online (an `online`
 * event comes before the network works, a server error): 1 s, 2 s, 5 s, 10 s, then every 30 s.
 */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Flushes that stopped in a row while online, per store (reset by one that does not stop). */
const retries = new WeakMap<QueueHost, number>();

function defaultRetryLater(run: () => void, attempt: number): void {
  setTimeout(run, RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
}

/** Plans the next flush of a queue that stopped while the browser says it is online. */
function retryLater(host: QueueHost): void {
  const attempt = retries.get(host) ?? 0;
  retries.set(host, attempt + 1);
  (host.offline.retryLater ?? defaultRetryLater)(() => {
    if (isOnline(host)) void flushQueue(host);
  }, attempt);
}

/**
 * Sends the waiting toggles (the page calls it on `online` and at start): one flush at a time per
 * store, and one more if asked meanwhile; alone among the tabs where the browser has Web Locks.
 */
export function flushQueue(host: QueueHost): Promise<void> {
  const current = flushes.get(host);
  if (current) {
    current.again = true;
    return current.running;
  }
  const exclusive = host.offline.exclusive ?? webLocked;
  const running = exclusive(async () => {
    const stopped = await flushOnce(host);
    if (!stopped) retries.delete(host);
    else if (isOnline(host)) retryLater(host);
  })
    .catch((error: unknown) => console.warn('Favorites made offline could not be sent', error))
    .finally(() => {
      const again = flushes.get(host)?.again;
      flushes.delete(host);
      if (again) void flushQueue(host);
    });
  flushes.set(host, { running, again: false });
  return running;
}

/**
 * Sends the user's queue once, in order: refused toggles are reported, sending stops at one without
 * an answer; then the server is asked again about everything shown (its answer wins). Returns
 * whether it stopped (toggles still wait).
 */
async function flushOnce(host: QueueHost): Promise<boolean> {
  const { offline } = host;
  const storage = await storageOf(host);
  const result = await flushToggles({
    next: async () => {
      const pending = await storage.read(offline.uid);
      host.setPending(pending);
      return pending[0];
    },
    send: (toggle) => host.send(toggle),
    settle: async (toggle, outcome) => {
      const applied = outcome === 'applied';
      host.settled(toggle, applied ? toggle.favorited : toggle.from, applied);
      host.setPending(await storage.update(offline.uid, (queue) => settleToggle(queue, toggle, outcome)));
    },
  });
  if (result.rejected.length > 0)
    host.addRejected(
      result.rejected.map(({ toggle, error }) => ({
        toggle,
        message: error instanceof Error ? error.message : String(error),
      })),
    );
  if (result.applied.length > 0 || result.rejected.length > 0) await host.refresh();
  return result.stopped;
}

/**
 * What a signed-in page starts once hydrated (FavoritesProvider.tsx): the toggles this user made
 * offline earlier (this tab or one closed since) are read and sent if online, the queue is sent again
 * on every `online` event, and the status of those toggles is put in the page once the queue has been
 * read (OfflineFavoritesStatus.tsx). Returns the function that stops it.
 */
export function startOfflineFavorites(store: FavoriteStore): () => void {
  const flush = () => void store.flush();
  window.addEventListener('online', flush);
  let unmount: (() => void) | null = null;
  let active = true;
  // The status region comes once the queue has been read: its code and the storage's are then in
  // memory, ready for a network that goes away (the e2e tests wait for the region).
  Promise.all([store.resume(), import('./OfflineFavoritesStatus.tsx')])
    .then(([, module]) => {
      if (active) unmount = module.mountOfflineFavoritesStatus(store);
    })
    .catch(() => undefined);
  return () => {
    active = false;
    unmount?.();
    window.removeEventListener('online', flush);
  };
}
