import type { DeviceOrigin } from './deviceData.ts';
import { perDeviceCopy } from './perDeviceCopy.ts';
import type { ScheduleStorage } from './scheduleStore.ts';
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

const recordsPerCopy = perDeviceCopy(snapshotRecords);

/**
 * The device's copy of `year` as records, or `undefined` when the device holds none (or cannot keep
 * one). `storage` is the browser's by default.
 */
export async function deviceRecords(
  year: number,
  storage?: () => Promise<ScheduleStorage>,
): Promise<DeviceRecords | undefined> {
  const held = await recordsPerCopy.read(year, storage);
  return held && { records: held.value, origin: { asOf: held.copy.checkedAt } };
}

/** Forgets the indexed copy (tests). */
export const forgetDeviceRecords = recordsPerCopy.forget;
