import { FAVORITE_LIST_STORE, type FavoriteListRecord, openOfflineDb } from './offlineDb.ts';

/**
 * The signed-in user's favorites kept on the device (the `favorite-lists` store of offlineDb.ts), as
 * the server last listed them: what My Favorites shows offline. One user's at a time (saving drops
 * any other's); sign-out clears the whole store with the site's data (`Clear-Site-Data`).
 */
export interface FavoriteListStorage {
  read(uid: string): Promise<FavoriteListRecord | undefined>;
  save(record: FavoriteListRecord): Promise<void>;
}

export function openFavoriteListStorage(): FavoriteListStorage {
  const opening = openOfflineDb();
  return {
    async read(uid) {
      return (await opening).get(FAVORITE_LIST_STORE, uid);
    },
    async save(record) {
      const transaction = (await opening).transaction(FAVORITE_LIST_STORE, 'readwrite');
      for (const key of await transaction.store.getAllKeys()) {
        if (key !== record.uid) await transaction.store.delete(key);
      }
      await transaction.store.put(record);
      await transaction.done;
    },
  };
}
