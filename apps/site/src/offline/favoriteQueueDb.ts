import type { FavoriteQueueStorage } from '../favorites/favoriteQueue.ts';
import { FAVORITE_TOGGLE_STORE, openOfflineDb } from './offlineDb.ts';

/**
 * The browser's side of {@link FavoriteQueueStorage}: the `favorite-toggles` store of the device's
 * database (offlineDb.ts), one record per user id holding that user's waiting toggles in order. A
 * change is read and written in one readwrite transaction, so that two tabs changing the queue at once
 * each see the other's change. Kept until sent, across reloads and closed tabs; sign-out drops it.
 */
export function openFavoriteQueueStorage(): FavoriteQueueStorage {
  const opening = openOfflineDb();
  return {
    async read(uid) {
      return (await (await opening).get(FAVORITE_TOGGLE_STORE, uid))?.toggles ?? [];
    },
    async update(uid, change) {
      const transaction = (await opening).transaction(FAVORITE_TOGGLE_STORE, 'readwrite');
      const store = transaction.store;
      const toggles = change((await store.get(uid))?.toggles ?? []);
      if (toggles.length > 0) await store.put({ uid, toggles });
      else await store.delete(uid);
      await transaction.done;
      return toggles;
    },
    async keepOnly(uid) {
      const transaction = (await opening).transaction(FAVORITE_TOGGLE_STORE, 'readwrite');
      for (const key of await transaction.store.getAllKeys()) {
        if (key !== uid) await transaction.store.delete(key);
      }
      await transaction.done;
    },
  };
}
