import type { ScheduleCopy, ScheduleStorage, StoredSchedule } from '../offline/scheduleStore.ts';
import { demoSnapshot } from './snapshotFixtures.ts';

/** A storage in a map (the IndexedDB side is scheduleDb.ts), counting the programmes it reads. */
export function memoryScheduleStorage(held: StoredSchedule[]) {
  const byYear = new Map(held.map((schedule) => [schedule.year, schedule]));
  const counts = { reads: 0 };
  const storage: ScheduleStorage = {
    async readCopy(year) {
      const schedule = byYear.get(year);
      if (!schedule) return undefined;
      const { snapshot: _, ...copy } = schedule;
      return copy;
    },
    async read(year) {
      counts.reads += 1;
      return byYear.get(year);
    },
    async write(schedule) {
      byYear.set(schedule.year, schedule);
    },
    async confirm(copy: ScheduleCopy) {
      const schedule = byYear.get(copy.year);
      if (schedule) byYear.set(copy.year, { ...schedule, ...copy });
    },
  };
  return { storage, counts };
}

/** The demo programme's copy of 2026 as the device keeps it: downloaded at 1 000, last confirmed at 5 000. */
export function storedDemoSchedule(): StoredSchedule {
  return { year: 2026, etag: '"v1"', takenAt: 1_000, checkedAt: 5_000, snapshot: demoSnapshot() };
}
