import { SCROLL_MEMORY_MAX_ENTRIES } from '@conf/core';

/** Saved scroll positions by history entry key (spec section 5: at most 50 entries). */
export interface ScrollMemory {
  get(key: string): number | undefined;
  /** Saves a position; the entry becomes the newest, and the oldest ones beyond the limit are forgotten. */
  set(key: string, y: number): void;
  /** How many positions are kept. */
  readonly size: number;
}

/** The part of `sessionStorage` the memory uses. */
export type ScrollStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const SCROLL_STORAGE_KEY = 'conf-scroll-positions';

function readEntries(storage: ScrollStorage | null, key: string): [string, number][] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (entry): entry is [string, number] =>
      Array.isArray(entry) &&
      typeof entry[0] === 'string' &&
      typeof entry[1] === 'number' &&
      Number.isFinite(entry[1]),
  );
}

/**
 * Scroll positions kept in insertion order and capped at `maxEntries` (the oldest go first),
 * persisted to `storage` (the tab's sessionStorage, so positions survive a reload of the tab) after
 * every change. Without storage (or when it refuses to write: private mode, quota), positions live
 * in memory only.
 */
export function createScrollMemory(
  storage: ScrollStorage | null,
  { maxEntries = SCROLL_MEMORY_MAX_ENTRIES, storageKey = SCROLL_STORAGE_KEY } = {},
): ScrollMemory {
  const positions = new Map<string, number>(readEntries(storage, storageKey).slice(-maxEntries));
  const persist = () => {
    try {
      storage?.setItem(storageKey, JSON.stringify([...positions]));
    } catch {
      // Storage full or forbidden: the positions of this page's lifetime still work.
    }
  };
  return {
    get: (key) => positions.get(key),
    set(key, y) {
      positions.delete(key);
      positions.set(key, Math.max(0, Math.round(y)));
      for (const oldest of positions.keys()) {
        if (positions.size <= maxEntries) break;
        positions.delete(oldest);
      }
      persist();
    },
    get size() {
      return positions.size;
    },
  };
}

/** The tab's sessionStorage, or `null` where it is not available (it can throw when blocked). */
export function sessionScrollStorage(): ScrollStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
