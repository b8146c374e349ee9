import type { ScheduleCopy, ScheduleStorage, StoredSchedule } from './scheduleStore.ts';
import { deviceScheduleStorage } from './scheduleSync.ts';

/**
 * What is built from the device's copy of a year, built once per downloaded copy: `build` runs again
 * only when the copy's ETag (or the year) changed, so the next call reads only what is known of the
 * copy (a few bytes), not the programme. Answers `undefined` when the device holds no copy of the year
 * (or cannot keep one: no IndexedDB, as on the server, rejects).
 */
export function perDeviceCopy<T>(build: (snapshot: StoredSchedule['snapshot']) => T) {
  let built: { year: number; etag: string; value: T } | null = null;
  const read = async (
    year: number,
    storage: () => Promise<ScheduleStorage> = deviceScheduleStorage,
  ): Promise<{ value: T; copy: ScheduleCopy } | undefined> => {
    const held = await storage();
    const copy = await held.readCopy(year);
    if (!copy) return undefined;
    if (built?.year !== year || built.etag !== copy.etag) {
      const schedule = await held.read(year);
      if (!schedule) return undefined;
      built = { year, etag: schedule.etag, value: build(schedule.snapshot) };
    }
    return { value: built.value, copy };
  };
  return {
    read,
    /** Forgets what was built (tests). */
    forget: () => {
      built = null;
    },
  };
}
