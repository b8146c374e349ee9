import type { Favorite, ScheduleSnapshot } from '@conf/api-client';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { PendingToggle } from '../favorites/favoriteQueue.ts';
import type { ScheduleCopy } from './scheduleStore.ts';

/**
 * The device's database (docs/offline.md): one IndexedDB database, `conf-offline`, whose stores every
 * offline module opens through {@link openOfflineDb}, so that whichever opens it first creates or
 * upgrades all of them. Sign-out's `Clear-Site-Data: "storage"` removes it.
 *
 * - `schedules`: what is known of each year's copy of the programme, keyed by year (scheduleDb.ts);
 * - `snapshots`: that programme, keyed by year;
 * - `favorite-toggles`: favorite toggles waiting for the network, one queue per user id (favoriteQueueDb.ts).
 */

export const OFFLINE_DB_NAME = 'conf-offline';
export const SCHEDULE_STORE = 'schedules';
export const SNAPSHOT_STORE = 'snapshots';
export const FAVORITE_TOGGLE_STORE = 'favorite-toggles';
export const FAVORITE_LIST_STORE = 'favorite-lists';
/**
 * 2: the programme moved out of the copy's record into a store of its own. 3: favorite toggles.
 * 4: the signed-in user's favorites (My Favorites offline).
 */
export const OFFLINE_DB_VERSION = 4;

/** A user's waiting favorite toggles, oldest first. */
export interface FavoriteQueueRecord {
  uid: string;
  toggles: PendingToggle[];
}

/** The favorites of a user as the server last listed them (GET /favorite.json), for My Favorites offline. */
export interface FavoriteListRecord {
  uid: string;
  /** The programme year they belong to (the landing year's). */
  year: number;
  favorites: Favorite[];
  /** When the server listed them (ISO 8601). */
  savedAt: string;
}

export interface OfflineSchema extends DBSchema {
  [SCHEDULE_STORE]: { key: number; value: ScheduleCopy };
  [SNAPSHOT_STORE]: { key: number; value: ScheduleSnapshot };
  [FAVORITE_TOGGLE_STORE]: { key: string; value: FavoriteQueueRecord };
  [FAVORITE_LIST_STORE]: { key: string; value: FavoriteListRecord };
}

/** Opens the device's database, creating or upgrading its stores on first use. */
export function openOfflineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  return openDB<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
    upgrade(db, oldVersion) {
      // Version 1 kept the programme inside the copy's record: its copies are dropped (the next
      // refresh downloads the programme again).
      if (oldVersion < 2 && db.objectStoreNames.contains(SCHEDULE_STORE))
        db.deleteObjectStore(SCHEDULE_STORE);
      if (!db.objectStoreNames.contains(SCHEDULE_STORE))
        db.createObjectStore(SCHEDULE_STORE, { keyPath: 'year' });
      if (!db.objectStoreNames.contains(SNAPSHOT_STORE)) db.createObjectStore(SNAPSHOT_STORE);
      // Version 3 adds the waiting favorite toggles; the programme's stores stay as they were.
      if (!db.objectStoreNames.contains(FAVORITE_TOGGLE_STORE))
        db.createObjectStore(FAVORITE_TOGGLE_STORE, { keyPath: 'uid' });
      // Version 4 adds the user's favorites as last listed; the other stores stay as they were.
      if (!db.objectStoreNames.contains(FAVORITE_LIST_STORE))
        db.createObjectStore(FAVORITE_LIST_STORE, { keyPath: 'uid' });
    },
  });
}
