/**
 * Which loader data came from the device rather than the server (docs/offline.md, issue 15 item 3):
 * a loader whose API call failed for want of a network, and that answered from the schedule kept on
 * the device, marks its data with when that schedule was last known current. The page frame shows
 * "Offline — showing the schedule as of …" while a matched route's data is so marked
 * (layout/OfflineNote.tsx); data answered by the server carries no mark, so the note goes when online
 * data replaces it. Kept beside the data (a weak map), so the data's shape, and the screens that read
 * it, stay the server's. Only the code loaded for offline answers and the note import it.
 */

/** Where a page's data came from when it came from the device. */
export interface DeviceOrigin {
  /** When the server last confirmed the device's schedule current (ms since the epoch). */
  asOf: number;
}

const origins = new WeakMap<object, DeviceOrigin>();

/** Marks loader data as answered from the device; returns the same data. */
export function markFromDevice<T extends object>(data: T, origin: DeviceOrigin): T {
  origins.set(data, origin);
  return data;
}

/**
 * The device origin of a loader's data, or `undefined` when the server answered it: the data itself
 * or one of its values may be marked (the event page's data holds the event and its statuses).
 */
export function deviceOriginOf(data: unknown): DeviceOrigin | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const value of [data, ...Object.values(data)]) {
    const origin = typeof value === 'object' && value !== null ? origins.get(value) : undefined;
    if (origin) return origin;
  }
  return undefined;
}
