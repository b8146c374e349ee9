import { type DeviceOrigin, markFromDevice } from './deviceData.ts';
import type { SnapshotRecords } from './snapshotRecords.ts';

/**
 * The "offline answer" of a loader (docs/offline.md, issue 15 item 3): when its API call failed for want
 * of a network (the call threw: no connection, a timeout; an error answer such as a 404 is the
 * server's word and is not replaced), the page is answered from the year's schedule kept on the
 * device, and its data marked as such (deviceData.ts). Loaded by a dynamic import only then
 * (`SiteDeps.offline`, made in main.tsx), so no page's first load carries it.
 */

/** The device's records of a year and where they come from, or `undefined` when it holds none. */
export type ReadDevice = (
  year: number,
) => Promise<{ records: SnapshotRecords; origin: DeviceOrigin } | undefined>;

const readBrowserDevice: ReadDevice = (year) =>
  import('./deviceRecords.ts').then(({ deviceRecords }) => deviceRecords(year));

/**
 * A loader's answer from the device after its API call threw `failure`: `pick` takes the page's data
 * from the year's records (at once, or after loading what it needs: the device's search) ({@link answerFromDevice}). The site's deps carry one (`SiteDeps.offline`).
 */
export type OfflineAnswer = <T extends object>(
  year: number,
  failure: unknown,
  pick: (records: SnapshotRecords) => T | undefined | Promise<T | undefined>,
) => Promise<T>;

/** The message of a page that is neither reachable nor in the programme kept on the device. */
export const NOT_ON_DEVICE =
  'This page cannot be loaded without a network, and it is not in the programme kept on this device.';

/**
 * Answers from the device after `failure` (what the API call threw): `pick` takes the page's data
 * from the year's records, marked as coming from the device. Without a copy of the year on the device
 * the failure stands; a copy without the record is an error of its own (not a 404: the server may
 * know the record).
 */
export async function answerFromDevice<T extends object>(
  year: number,
  failure: unknown,
  pick: (records: SnapshotRecords) => T | undefined | Promise<T | undefined>,
  readDevice: ReadDevice = readBrowserDevice,
): Promise<T> {
  const held = await readDevice(year).catch(() => undefined);
  if (!held) throw failure;
  const answer = await pick(held.records);
  if (answer === undefined) throw new Error(NOT_ON_DEVICE);
  return markFromDevice(answer, held.origin);
}
