import { type Features, isFeatureCacheFresh, resolveFeatures } from '@conf/core';

/**
 * The site's feature flags (spec sections 3, 7 and 9): GET /api/web/features, cached for five
 * minutes in memory and in `localStorage` (with the time they were fetched, so a reload within
 * five minutes does not fetch again), and the defaults when the call fails.
 *
 * The defaults are the flags the server rendered into the page (`conf-config`), which are the
 * server's own flags at the time the page was served; without them, `DEFAULT_FEATURES` of
 * @conf/core (parseSiteConfig already falls back to those).
 */

/** Where the flags are kept between page loads. */
export const FEATURE_STORAGE_KEY = 'conf:features';

/** What is stored: the flags and when they were fetched (epoch ms). */
interface StoredFeatures {
  flags: Features;
  cachedAt: number;
}

/** Fetches the flags; resolves with the raw answer, rejects (or resolves `undefined`) on failure. */
export type FetchFeatures = () => Promise<unknown>;

export interface FeatureClientOptions {
  /** The network call (GET /api/web/features through the API client). */
  fetchFlags: FetchFeatures;
  /** Flags in force until an answer arrives, and after a failed call. */
  fallback: Features;
  /** Persistent cache; `null` keeps the flags in memory only (no storage, or storage refused). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The clock (tests use fake timers). */
  now?: () => number;
}

/** The flags of the site, as a store React can subscribe to. */
export interface FeatureClient {
  /** The flags in force now (cached, fetched, or the fallback). Stable between changes. */
  current(): Features;
  /**
   * The flags, fetched when the cache is missing or older than five minutes; concurrent calls
   * share one request. Never rejects: a failure gives the fallback.
   */
  load(): Promise<Features>;
  /** Calls `listener` whenever {@link current} changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Puts flags known to be in force now (an admin's save: the server's answer to PUT
   * /api/admin/features) in place of the cache, memory and storage, as if just fetched: this
   * browser follows at once instead of after up to five minutes.
   */
  replace(flags: Features): void;
}

function readStored(storage: FeatureClientOptions['storage']): StoredFeatures | null {
  try {
    const text = storage?.getItem(FEATURE_STORAGE_KEY);
    if (!text) return null;
    const raw = JSON.parse(text) as { flags?: unknown; cachedAt?: unknown };
    if (typeof raw.cachedAt !== 'number' || typeof raw.flags !== 'object' || raw.flags === null) return null;
    return { flags: resolveFeatures(raw.flags), cachedAt: raw.cachedAt };
  } catch {
    return null;
  }
}

function writeStored(storage: FeatureClientOptions['storage'], value: StoredFeatures): void {
  try {
    storage?.setItem(FEATURE_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // A full or refused storage only costs a fetch on the next page load.
  }
}

function sameFlags(a: Features, b: Features): boolean {
  return (Object.keys(a) as (keyof Features)[]).every((flag) => a[flag] === b[flag]);
}

/** A feature client over `fetchFlags` (see the module comment for the caching rules). */
export function createFeatureClient({
  fetchFlags,
  fallback,
  storage = null,
  now = () => Date.now(),
}: FeatureClientOptions): FeatureClient {
  const listeners = new Set<() => void>();
  let cached: StoredFeatures | null = readStored(storage);
  let flags: Features = cached && isFeatureCacheFresh(cached.cachedAt, now()) ? cached.flags : fallback;
  let pending: Promise<Features> | null = null;
  /** Bumped by `replace`: an answer to a request sent before it is older than the replaced flags. */
  let generation = 0;

  const publish = (next: Features) => {
    if (sameFlags(next, flags)) return;
    flags = next;
    for (const listener of listeners) listener();
  };

  const fetchFresh = async (): Promise<Features> => {
    const sentAt = generation;
    try {
      const answer = await fetchFlags();
      if (sentAt !== generation) return flags;
      if (answer === undefined || answer === null) throw new Error('no feature flags in the answer');
      cached = { flags: resolveFeatures(answer), cachedAt: now() };
      writeStored(storage, cached);
      publish(cached.flags);
    } catch (error) {
      if (sentAt !== generation) return flags;
      // Spec section 8: a failed feature fetch falls back to the defaults. Not a warning: the
      // site works on its defaults, and the next load tries again.
      console.info('Feature flags unavailable, using the defaults:', error);
      // Kept in memory only (never stored), so that navigations within five minutes do not wait
      // for a failing call again; the next page load tries again.
      cached = { flags: fallback, cachedAt: now() };
      publish(fallback);
    }
    return flags;
  };

  return {
    current: () => flags,
    load() {
      if (cached && isFeatureCacheFresh(cached.cachedAt, now())) {
        publish(cached.flags);
        return Promise.resolve(flags);
      }
      pending ??= fetchFresh().finally(() => {
        pending = null;
      });
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replace(next) {
      generation += 1;
      cached = { flags: resolveFeatures(next), cachedAt: now() };
      writeStored(storage, cached);
      publish(cached.flags);
    },
  };
}

/**
 * A client that never fetches: the given flags (tests, and pages without the API), until
 * {@link FeatureClient.replace} puts others in their place.
 */
export function fixedFeatureClient(initial: Features): FeatureClient {
  const listeners = new Set<() => void>();
  let flags = initial;
  return {
    current: () => flags,
    load: () => Promise.resolve(flags),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replace(next) {
      if (sameFlags(next, flags)) return;
      flags = next;
      for (const listener of listeners) listener();
    },
  };
}
