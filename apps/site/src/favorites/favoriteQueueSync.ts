import {
  flushToggles,
  outcomeOfFailure,
  type PendingToggle,
  queueToggle,
  settleToggle,
} from './favoriteQueue.ts';
import type { OfflineFavoriteOptions, RejectedToggle } from './favoriteStore.ts';

/**
 * The favorites store's side of the offline queue (docs/offline.md): queueing a toggle on the device,
 * reading the queue back on a new page, and sending it. Loaded by the store when first needed, so that
 * none of it is in a page's first load; the rules are favoriteQueue.ts, the storage offline/favoriteQueueDb.ts.
 */

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
  /** Sends the queue (one flush at a time: the store's). */
  flush(): Promise<void>;
}

export { outcomeOfFailure };

/** Adds a toggle to the user's queue on the device; online (earlier toggles waiting), sends it after them. */
export async function queueOn(host: QueueHost, toggle: PendingToggle): Promise<void> {
  const storage = await host.offline.storage();
  host.setPending(await storage.update(host.offline.uid, (queue) => queueToggle(queue, toggle)));
  if (host.offline.isOnline()) void host.flush();
}

/** Reads the user's queue (dropping other accounts' queues) and sends it if online. */
export async function resumeQueue(host: QueueHost): Promise<void> {
  const storage = await host.offline.storage();
  await storage.keepOnly(host.offline.uid);
  const pending = await storage.read(host.offline.uid);
  host.setPending(pending);
  if (pending.length > 0 && host.offline.isOnline()) await host.flush();
}

/**
 * Sends the user's queue once, in order: refused toggles are reported, sending stops at one without
 * an answer; then the server is asked again about everything shown (its answer wins).
 */
export async function flushOnce(host: QueueHost): Promise<void> {
  const { offline } = host;
  const storage = await offline.storage();
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
}
