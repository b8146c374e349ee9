import type { DeviceOrigin } from './deviceData.ts';
import type { ScheduleStorage } from './scheduleStore.ts';
import { deviceScheduleStorage } from './scheduleSync.ts';
import { type SnapshotRecords, snapshotRecords } from './snapshotRecords.ts';

/**
 * The records of a year's schedule kept on the device, for the pages shown offline (docs/offline.md).
 * Loaded by a dynamic import only when a loader's API call failed for want of a network. The
 * programme is read from IndexedDB and indexed once per downloaded copy: the next page asks only for
 * what is known of the copy (a few bytes) and reuses the index while its ETag is the same.
 */

/** The year's records and where they come from (for the page's "Offline" note). */
export interface DeviceRecords {
  records: SnapshotRecords;
  origin: DeviceOrigin;
}

interface Indexed {
  year: number;
  etag: string;
  records: SnapshotRecords;
}

let indexed: Indexed | null = null;

/**
 * The device's copy of `year` as records, or `undefined` when the device holds none (or cannot keep
 * one: no IndexedDB, as on the server, rejects). `storage` is the browser's by default.
 */
export async function deviceRecords(
  year: number,
  storage: () => Promise<ScheduleStorage> = deviceScheduleStorage,
): Promise<DeviceRecords | undefined> {
  const held = await storage();
  const copy = await held.readCopy(year);
  if (!copy) return undefined;
  if (indexed?.year !== year || indexed.etag !== copy.etag) {
    const schedule = await held.read(year);
    if (!schedule) return undefined;
    indexed = { year, etag: schedule.etag, records: snapshotRecords(schedule.snapshot) };
  }
  const { records } = indexed;
  return { records, origin: { asOf: copy.checkedAt } };
}

/** Forgets the indexed copy (tests). */
export function forgetDeviceRecords(): void {
  indexed = null;
}
