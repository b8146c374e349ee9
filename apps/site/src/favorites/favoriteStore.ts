import { type FavoriteType, unwrap } from '@conf/api-client';
import type { SiteApi } from '../api.ts';
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
}

const keyOf = (type: FavoriteType, id: string) => `${type}:${id}`;

/**
 * The favorites of the signed-in user, as far as the pages shown need them. Components `watch` the
 * items they show; the ids watched within one turn are asked about in one batched
 * `POST /favorite/query`. `toggle` favorites (`POST /favorite/{type}`) or unfavorites
 * (`DELETE /favorite/{type}/{id}`) and records the accepted state; a failed call leaves the state
 * unchanged and rejects. The store keeps only what the server said: the optimistic state, the
 * pending flag and the rollback belong to `useFavorite` of @conf/ui (the Favorite button's).
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
  readonly #listeners = new Set<() => void>();
  #wanted = new Set<string>();
  #scheduled = false;

  constructor(api: SiteApi, options: FavoriteStoreOptions) {
    this.#api = api;
    this.#options = options;
  }

  get signedIn(): boolean {
    return this.#options.signedIn;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  get(type: FavoriteType, id: string): FavoriteState {
    if (!this.#options.signedIn) return false;
    return this.#states.get(keyOf(type, id));
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

  /** Favorites (`next` true) or unfavorites an item; rejects, leaving the state as it was, on failure. */
  async toggle(type: FavoriteType, id: string, next: boolean): Promise<void> {
    const key = keyOf(type, id);
    if (!this.#options.signedIn) throw new Error('Sign in to add to your favorites');
    this.#saving.add(key);
    try {
      const segment = favoritePathType(type);
      unwrap(
        next
          ? await this.#api.POST('/favorite/{type}', { params: { path: { type: segment } }, body: { id } })
          : await this.#api.DELETE('/favorite/{type}/{id}', { params: { path: { type: segment, id } } }),
      );
      this.#states.set(key, next);
      this.#emit();
      this.#options.onToggled?.(type, id, next);
    } finally {
      this.#saving.delete(key);
    }
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
        const data = unwrap(await this.#api.POST('/favorite/query', { body: { ids: chunk } }));
        const favorites = new Set(data.map((favorite) => keyOf(favorite.type, favorite.id)));
        const asked = new Set(chunk);
        let changed = false;
        for (const item of items) {
          const key = keyOf(item.type, item.id);
          if (!asked.has(item.id) || this.#saving.has(key)) continue;
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
