import { type FavoriteType, unwrap } from '@conf/api-client';
import type { SiteApi } from '../api.ts';
import type { FavoriteQueueStorage, PendingToggle } from './favoriteQueue.ts';
import type { QueueHost } from './favoriteQueueSync.ts';
import { favoritePathType } from './favoriteTypes.ts';

/** The contract's `IdList.maxItems`: ids asked about in one `POST /favorite/query`. */
export const QUERY_BATCH_SIZE = 500;

/** Whether an item is a favorite: `undefined` until the server has said. */
export type FavoriteState = boolean | undefined;

export interface FavoriteStoreOptions {
  /** Visitors have no favorites: nothing is asked, everything is "not favorited". */
  signedIn: boolean;
  /** Told after a toggle the server accepted (analytics `favorite` / `unfavorite`). */
  onToggled?: (type: FavoriteType, id: string, favorited: boolean) => void;
  /** Runs the batched query later in the same turn; default `queueMicrotask`. */
  schedule?: (run: () => void) => void;
  /** Keeps toggles made without a network until it returns (issue 15 item 5); none without it. */
  offline?: OfflineFavoriteOptions;
}

/** What the store needs to keep toggles made offline (docs/offline.md). */
export interface OfflineFavoriteOptions {
  /** The signed-in user's id: the queue is theirs alone. */
  uid: string;
  /** The queue's storage; default: the device's IndexedDB (offline/favoriteQueueDb.ts), loaded on first use. */
  storage?: () => Promise<FavoriteQueueStorage>;
  /** Whether the browser is online; default `navigator.onLine`. */
  isOnline?: () => boolean;
  /**
   * Runs `task` alone among the site's tabs, so that two tabs do not send one queue twice; default:
   * the browser's Web Locks where it has them (favoriteQueueSync.ts).
   */
  exclusive?: (task: () => Promise<void>) => Promise<void>;
  /**
   * Plans `run` after the `attempt`-th flush in a row that stopped while online; default: a timer of
   * favoriteQueueSync.ts's `RETRY_DELAYS_MS`.
   */
  retryLater?: (run: () => void, attempt: number) => void;
}

/** A toggle made offline that the server refused when it was sent: the user is told. */
export interface RejectedToggle {
  toggle: PendingToggle;
  /** The server's reason. */
  message: string;
}

const keyOf = (type: FavoriteType, id: string) => `${type}:${id}`;

/**
 * The offline queue's code (favoriteQueueSync.ts and its rules), loaded when first needed (a toggle
 * queued or failed, a queue to read or send): it is not part of any page's first load.
 */
const queueSync = () => import('./favoriteQueueSync.ts');

/**
 * The favorites of the signed-in user, as far as the pages shown need them. Components `watch` the
 * items they show; the ids watched within one turn are asked about in one batched
 * `POST /favorite/query`. `toggle` favorites (`POST /favorite/{type}`) or unfavorites
 * (`DELETE /favorite/{type}/{id}`) and records the accepted state; a failed call leaves the state
 * unchanged and rejects. The store keeps what the server said, and the toggles made offline that wait
 * for the network (`offline` option, favoriteQueue.ts): their state shows until they are sent. The
 * optimistic state, the pending flag and the rollback belong to `useFavorite` of @conf/ui.
 * `refresh` asks again about everything watched (another tab may have changed it). Subscribers are
 * told about every change (`useSyncExternalStore`).
 */
export class FavoriteStore {
  readonly #api: SiteApi;
  readonly #options: FavoriteStoreOptions;
  readonly #states = new Map<string, boolean>();
  readonly #watchers = new Map<string, { type: FavoriteType; id: string; count: number }>();
  /** Items being saved, only so that a query answered meanwhile does not overwrite the save. */
  readonly #saving = new Set<string>();
  /**
   * When each item's last save was accepted, on the store's own clock (`#clock`, one tick per
   * query sent and per save accepted): a query sent before that may have been answered by the
   * server without the save (both were in flight at once), so its answer for the item is stale.
   */
  readonly #acceptedAt = new Map<string, number>();
  #clock = 0;
  readonly #listeners = new Set<() => void>();
  #wanted = new Set<string>();
  #scheduled = false;
  /** The user's toggles waiting for the network, as last read or written (offline options only). */
  #pending: PendingToggle[] = [];
  #rejected: RejectedToggle[] = [];
  #queueHost: QueueHost | null = null;

  constructor(api: SiteApi, options: FavoriteStoreOptions) {
    this.#api = api;
    this.#options = options;
  }

  get signedIn(): boolean {
    return this.#options.signedIn;
  }

  /**
   * Starts what a page does for the toggles made offline (favoriteQueueSync.ts `startOfflineFavorites`:
   * read and send the queue, again on `online`, show their status); returns the function that stops it.
   * Nothing without the offline options.
   */
  start(): () => void {
    if (!this.#options.offline) return () => {};
    let stop: (() => void) | null = null;
    let active = true;
    queueSync()
      .then((sync) => {
        if (active) stop = sync.startOfflineFavorites(this);
      })
      .catch((error: unknown) => console.warn('Favorites made offline are not kept', error));
    return () => {
      active = false;
      stop?.();
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  get(type: FavoriteType, id: string): FavoriteState {
    if (!this.#options.signedIn) return false;
    const pending = this.#pending.find((toggle) => toggle.type === type && toggle.id === id);
    return pending ? pending.favorited : this.#states.get(keyOf(type, id));
  }

  /** The toggles waiting for the network, oldest first (a new array after every change). */
  get pending(): readonly PendingToggle[] {
    return this.#pending;
  }

  /** Toggles made offline that the server refused, until {@link dismissRejected}. */
  get rejected(): readonly RejectedToggle[] {
    return this.#rejected;
  }

  /** Forgets the messages about refused toggles (the user closed them). */
  dismissRejected(): void {
    if (this.#rejected.length === 0) return;
    this.#rejected = [];
    this.#emit();
  }

  /** Starts following an item; its state is asked for unless known. Returns the unwatch function. */
  watch(type: FavoriteType, id: string): () => void {
    const key = keyOf(type, id);
    const watcher = this.#watchers.get(key);
    if (watcher) watcher.count++;
    else this.#watchers.set(key, { type, id, count: 1 });
    if (this.#options.signedIn && !this.#states.has(key)) this.#want([key]);
    return () => {
      const current = this.#watchers.get(key);
      if (!current) return;
      current.count--;
      if (current.count <= 0) this.#watchers.delete(key);
    };
  }

  /** Asks again about every watched item. */
  refresh(): Promise<void> {
    if (!this.#options.signedIn) return Promise.resolve();
    return this.#query([...this.#watchers.keys()]);
  }

  /**
   * Favorites (`next` true) or unfavorites an item; rejects, leaving the state as it was, on failure.
   * With the offline options, a toggle made while the browser is offline, or while earlier toggles
   * still wait (order is kept), or whose call got no answer, is queued on the device instead and
   * resolves once stored: it is sent when the network returns ({@link flush}).
   */
  async toggle(type: FavoriteType, id: string, next: boolean, name?: string): Promise<void> {
    const key = keyOf(type, id);
    if (!this.#options.signedIn) throw new Error('Sign in to add to your favorites');
    const offline = this.#options.offline;
    const from = this.get(type, id) ?? !next;
    const queued: PendingToggle = {
      type,
      id,
      favorited: next,
      from,
      at: Date.now(),
      ...(name ? { name } : {}),
    };
    if (offline && (!(offline.isOnline?.() ?? navigator.onLine) || this.#pending.length > 0)) {
      await (await queueSync()).queueOn(this.#host(offline), queued);
      return;
    }
    this.#saving.add(key);
    try {
      await this.#send(type, id, next);
    } catch (error) {
      if (!offline) throw error;
      await (await queueSync()).queueAfterFailure(this.#host(offline), queued, error);
      return;
    } finally {
      this.#saving.delete(key);
    }
    this.#accepted(type, id, next, true);
  }

  /**
   * Reads the user's waiting toggles from the device (a page opened offline shows them), drops the
   * queues of any other account, and sends them if online. Called once per page (`start`); never rejects.
   */
  async resume(): Promise<void> {
    const offline = this.#options.offline;
    if (offline) await (await queueSync()).resumeQueue(this.#host(offline));
  }

  /**
   * Sends the waiting toggles in order (the page calls it on `online` and at start); one flush at a
   * time, and one more if asked meanwhile. Toggles the server refuses (a 4xx) are dropped and listed
   * in {@link rejected}; sending stops at one that gets no answer. Afterwards everything shown is asked
   * about again: the server's answer wins.
   */
  async flush(): Promise<void> {
    const offline = this.#options.offline;
    if (offline) await (await queueSync()).flushQueue(this.#host(offline));
  }

  /** What the queue's code may use of this store. */
  #host(offline: OfflineFavoriteOptions): QueueHost {
    this.#queueHost ??= {
      offline,
      setPending: (pending) => {
        if (pending.length === 0 && this.#pending.length === 0) return;
        this.#pending = pending;
        this.#emit();
      },
      send: (toggle) => this.#send(toggle.type, toggle.id, toggle.favorited),
      settled: (toggle, favorited, applied) => this.#accepted(toggle.type, toggle.id, favorited, applied),
      addRejected: (rejected) => {
        this.#rejected = [...this.#rejected, ...rejected];
        this.#emit();
      },
      refresh: () => this.refresh(),
    };
    return this.#queueHost;
  }

  async #send(type: FavoriteType, id: string, next: boolean): Promise<void> {
    const segment = favoritePathType(type);
    unwrap(
      next
        ? await this.#api.POST('/favorite/{type}', { params: { path: { type: segment } }, body: { id } })
        : await this.#api.DELETE('/favorite/{type}/{id}', { params: { path: { type: segment, id } } }),
    );
  }

  /** Records the server's state of an item; `changed`: the server applied a toggle (analytics). */
  #accepted(type: FavoriteType, id: string, next: boolean, changed: boolean): void {
    this.#states.set(keyOf(type, id), next);
    this.#acceptedAt.set(keyOf(type, id), ++this.#clock);
    this.#emit();
    if (changed) this.#options.onToggled?.(type, id, next);
  }

  #want(keys: readonly string[]): void {
    for (const key of keys) this.#wanted.add(key);
    if (this.#scheduled) return;
    this.#scheduled = true;
    (this.#options.schedule ?? queueMicrotask)(() => {
      this.#scheduled = false;
      const wanted = [...this.#wanted];
      this.#wanted = new Set();
      void this.#query(wanted);
    });
  }

  async #query(keys: readonly string[]): Promise<void> {
    const items = keys.map((key) => this.#watchers.get(key)).filter((item) => item !== undefined);
    const ids = [...new Set(items.map((item) => item.id))];
    for (let start = 0; start < ids.length; start += QUERY_BATCH_SIZE) {
      const chunk = ids.slice(start, start + QUERY_BATCH_SIZE);
      try {
        const sentAt = ++this.#clock;
        const data = unwrap(await this.#api.POST('/favorite/query', { body: { ids: chunk } }));
        const favorites = new Set(data.map((favorite) => keyOf(favorite.type, favorite.id)));
        const asked = new Set(chunk);
        let changed = false;
        for (const item of items) {
          const key = keyOf(item.type, item.id);
          // Not for an item being saved, nor one whose save was accepted after the query was sent.
          if (!asked.has(item.id) || this.#saving.has(key) || (this.#acceptedAt.get(key) ?? 0) > sentAt)
            continue;
          const favorited = favorites.has(key);
          if (this.#states.get(key) !== favorited) changed = true;
          this.#states.set(key, favorited);
        }
        if (changed) this.#emit();
      } catch (error) {
        // Spec section 8: favorite failures go to the console only; the buttons stay as they were.
        console.info('Could not load favorites', error);
      }
    }
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
