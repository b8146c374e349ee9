import { openOfflineDb, SCHEDULE_STORE, SNAPSHOT_STORE } from './offlineDb.ts';
import type { ScheduleStorage } from './scheduleStore.ts';

/**
 * The browser's side of {@link ScheduleStorage}: two object stores of the device's database
 * (offlineDb.ts) keyed by year, what is known of each copy (`schedules`) and its programme
 * (`snapshots`), so that a revalidation touches a few bytes, not the programme. Sign-out's
 * `Clear-Site-Data: "storage"` removes it.
 */

/** Opens (creating or upgrading on first use) the device's schedule database. */
export function openScheduleStorage(): ScheduleStorage {
  const opening = openOfflineDb();
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
