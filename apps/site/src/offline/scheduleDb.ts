import { type DBSchema, openDB } from 'idb';
import type { ScheduleStorage, StoredSchedule } from './scheduleStore.ts';

/**
 * The browser's side of {@link ScheduleStorage}: an IndexedDB database (through `idb`) with one object
 * store of programme copies keyed by year. Sign-out's `Clear-Site-Data: "storage"` removes it.
 */

export const SCHEDULE_DB_NAME = 'conf-offline';
export const SCHEDULE_STORE = 'schedules';
const VERSION = 1;

interface OfflineSchema extends DBSchema {
  [SCHEDULE_STORE]: { key: number; value: StoredSchedule };
}

/** Opens (creating on first use) the device's schedule database. */
export function openScheduleStorage(): ScheduleStorage {
  const opening = openDB<OfflineSchema>(SCHEDULE_DB_NAME, VERSION, {
    upgrade(db) {
      db.createObjectStore(SCHEDULE_STORE, { keyPath: 'year' });
    },
  });
  return {
    async read(year) {
      return (await opening).get(SCHEDULE_STORE, year);
    },
    async write(schedule) {
      await (await opening).put(SCHEDULE_STORE, schedule);
    },
  };
}
