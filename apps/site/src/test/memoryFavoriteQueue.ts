import type { FavoriteQueueStorage, PendingToggle } from '../favorites/favoriteQueue.ts';

/**
 * The favorite queue's storage in memory, for tests of the store and of what shows it (the IndexedDB
 * side has its own tests: offline/favoriteQueueDb.test.ts). `queues` is the stored state, per user id.
 */
export function memoryFavoriteQueue(initial: Record<string, PendingToggle[]> = {}) {
  const queues = new Map(Object.entries(initial));
  const storage: FavoriteQueueStorage = {
    read: async (uid) => queues.get(uid) ?? [],
    update: async (uid, change) => {
      const next = change(queues.get(uid) ?? []);
      if (next.length > 0) queues.set(uid, next);
      else queues.delete(uid);
      return next;
    },
    keepOnly: async (uid) => {
      for (const key of [...queues.keys()]) if (key !== uid) queues.delete(key);
    },
  };
  return { storage, queues };
}
