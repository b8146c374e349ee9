import type { ScheduleSnapshot } from '@conf/api-client';
import { type DBSchema, openDB } from 'idb';
import type { ScheduleCopy, ScheduleStorage } from './scheduleStore.ts';

/**
 * The browser's side of {@link ScheduleStorage}: an IndexedDB database (through `idb`) with two object
 * stores keyed by year, what is known of each copy (`schedules`) and its programme (`snapshots`), so
 * that a revalidation touches a few bytes, not the programme. Sign-out's `Clear-Site-Data: "storage"`
 * removes it.
 */

export const SCHEDULE_DB_NAME = 'conf-offline';
export const SCHEDULE_STORE = 'schedules';
export const SNAPSHOT_STORE = 'snapshots';
/** 2: the programme moved out of the copy's record into a store of its own. */
const VERSION = 2;

interface OfflineSchema extends DBSchema {
  [SCHEDULE_STORE]: { key: number; value: ScheduleCopy };
  [SNAPSHOT_STORE]: { key: number; value: ScheduleSnapshot };
}

/** Opens (creating or upgrading on first use) the device's schedule database. */
export function openScheduleStorage(): ScheduleStorage {
  const opening = openDB<OfflineSchema>(SCHEDULE_DB_NAME, VERSION, {
    upgrade(db, oldVersion) {
      // Version 1 kept the programme inside the copy's record: its copies are dropped (the next
      // refresh downloads the programme again).
      if (oldVersion < 2 && db.objectStoreNames.contains(SCHEDULE_STORE))
        db.deleteObjectStore(SCHEDULE_STORE);
      if (!db.objectStoreNames.contains(SCHEDULE_STORE))
        db.createObjectStore(SCHEDULE_STORE, { keyPath: 'year' });
      if (!db.objectStoreNames.contains(SNAPSHOT_STORE)) db.createObjectStore(SNAPSHOT_STORE);
    },
  });
  return {
    async readCopy(year) {
      return (await opening).get(SCHEDULE_STORE, year);
    },
    async read(year) {
      const db = await opening;
      const transaction = db.transaction([SCHEDULE_STORE, SNAPSHOT_STORE]);
      const [copy, snapshot] = await Promise.all([
        transaction.objectStore(SCHEDULE_STORE).get(year),
        transaction.objectStore(SNAPSHOT_STORE).get(year),
      ]);
      return copy && snapshot ? { ...copy, snapshot } : undefined;
    },
    async write({ snapshot, ...copy }) {
      const db = await opening;
      const transaction = db.transaction([SCHEDULE_STORE, SNAPSHOT_STORE], 'readwrite');
      await Promise.all([
        transaction.objectStore(SNAPSHOT_STORE).put(snapshot, copy.year),
        transaction.objectStore(SCHEDULE_STORE).put(copy),
        transaction.done,
      ]);
    },
    async confirm(copy) {
      await (await opening).put(SCHEDULE_STORE, copy);
    },
  };
}
