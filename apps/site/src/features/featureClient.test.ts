import { DEFAULT_FEATURES, FEATURE_CACHE_MS, type Features } from '@conf/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeatureClient, FEATURE_STORAGE_KEY } from './featureClient.ts';

/** A `Storage` kept in a map, so each test starts empty and can look at what was stored. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const SERVER_FLAGS: Features = { ...DEFAULT_FEATURES, alphanav: true, pagination: false };

describe('createFeatureClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-09T15:00:00Z'));
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given nothing cached', () => {
    it('starts on the fallback and switches to the fetched flags, telling subscribers', async () => {
      const fetchFlags = vi.fn(async () => SERVER_FLAGS);
      const client = createFeatureClient({
        fetchFlags,
        fallback: DEFAULT_FEATURES,
        storage: memoryStorage(),
      });
      const listener = vi.fn();
      client.subscribe(listener);
      expect(client.current()).toEqual(DEFAULT_FEATURES);
      await expect(client.load()).resolves.toEqual(SERVER_FLAGS);
      expect(client.current()).toEqual(SERVER_FLAGS);
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('shares one request between concurrent loads', async () => {
      const fetchFlags = vi.fn(async () => SERVER_FLAGS);
      const client = createFeatureClient({ fetchFlags, fallback: DEFAULT_FEATURES });
      await Promise.all([client.load(), client.load(), client.load()]);
      expect(fetchFlags).toHaveBeenCalledTimes(1);
    });

    it('keeps defaults for flags the answer lacks or gives as non-booleans', async () => {
      const client = createFeatureClient({
        fetchFlags: async () => ({ nearby: true, filters: 'no' }),
        fallback: DEFAULT_FEATURES,
      });
      expect(await client.load()).toEqual({ ...DEFAULT_FEATURES, nearby: true });
    });
  });

  describe('caching for five minutes', () => {
    it('does not fetch again within five minutes, and does after', async () => {
      const fetchFlags = vi.fn(async () => SERVER_FLAGS);
      const client = createFeatureClient({ fetchFlags, fallback: DEFAULT_FEATURES });
      await client.load();
      vi.advanceTimersByTime(FEATURE_CACHE_MS - 1);
      await client.load();
      expect(fetchFlags).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      await client.load();
      expect(fetchFlags).toHaveBeenCalledTimes(2);
    });

    it('stores the flags with their time, so a reload within five minutes does not fetch', async () => {
      const storage = memoryStorage();
      const first = createFeatureClient({
        fetchFlags: async () => SERVER_FLAGS,
        fallback: DEFAULT_FEATURES,
        storage,
      });
      await first.load();
      expect(JSON.parse(storage.items.get(FEATURE_STORAGE_KEY) ?? '{}')).toEqual({
        flags: SERVER_FLAGS,
        cachedAt: Date.parse('2026-03-09T15:00:00Z'),
      });

      vi.advanceTimersByTime(4 * 60 * 1000);
      const fetchFlags = vi.fn(async () => DEFAULT_FEATURES);
      const reloaded = createFeatureClient({ fetchFlags, fallback: DEFAULT_FEATURES, storage });
      expect(reloaded.current()).toEqual(SERVER_FLAGS);
      await expect(reloaded.load()).resolves.toEqual(SERVER_FLAGS);
      expect(fetchFlags).not.toHaveBeenCalled();
    });

    it('fetches on a reload after five minutes, showing the fallback until the answer', async () => {
      const storage = memoryStorage();
      await createFeatureClient({
        fetchFlags: async () => SERVER_FLAGS,
        fallback: DEFAULT_FEATURES,
        storage,
      }).load();
      vi.advanceTimersByTime(FEATURE_CACHE_MS);
      const fresh = { ...DEFAULT_FEATURES, dashboard: true };
      const fetchFlags = vi.fn(async () => fresh);
      const reloaded = createFeatureClient({ fetchFlags, fallback: DEFAULT_FEATURES, storage });
      expect(reloaded.current()).toEqual(DEFAULT_FEATURES);
      await expect(reloaded.load()).resolves.toEqual(fresh);
      expect(fetchFlags).toHaveBeenCalledTimes(1);
    });

    it('ignores a stored value that is not flags', async () => {
      const storage = memoryStorage();
      storage.items.set(FEATURE_STORAGE_KEY, '{not json');
      const fetchFlags = vi.fn(async () => SERVER_FLAGS);
      const client = createFeatureClient({ fetchFlags, fallback: DEFAULT_FEATURES, storage });
      expect(client.current()).toEqual(DEFAULT_FEATURES);
      await client.load();
      expect(fetchFlags).toHaveBeenCalledTimes(1);
    });
  });

  describe('replace (an admin saved new flags)', () => {
    it('puts the flags in force at once, stored as fresh, without fetching', async () => {
      const storage = memoryStorage();
      const fetchFlags = vi.fn(async () => DEFAULT_FEATURES);
      const client = createFeatureClient({ fetchFlags, fallback: DEFAULT_FEATURES, storage });
      await client.load();
      const listener = vi.fn();
      client.subscribe(listener);
      client.replace(SERVER_FLAGS);
      expect(client.current()).toEqual(SERVER_FLAGS);
      expect(listener).toHaveBeenCalledTimes(1);
      await expect(client.load()).resolves.toEqual(SERVER_FLAGS);
      expect(fetchFlags).toHaveBeenCalledTimes(1);
      expect(JSON.parse(storage.items.get(FEATURE_STORAGE_KEY) ?? '{}')).toEqual({
        flags: SERVER_FLAGS,
        cachedAt: Date.parse('2026-03-09T15:00:00Z'),
      });
      const reloaded = createFeatureClient({ fetchFlags, fallback: DEFAULT_FEATURES, storage });
      expect(reloaded.current()).toEqual(SERVER_FLAGS);
    });

    it('is not undone by the answer of a request sent before it', async () => {
      let answer: (flags: Features) => void = () => {};
      const client = createFeatureClient({
        fetchFlags: () => new Promise<Features>((resolve) => (answer = resolve)),
        fallback: DEFAULT_FEATURES,
      });
      const loading = client.load();
      client.replace(SERVER_FLAGS);
      answer(DEFAULT_FEATURES);
      await expect(loading).resolves.toEqual(SERVER_FLAGS);
      expect(client.current()).toEqual(SERVER_FLAGS);
    });
  });

  describe('when the call fails', () => {
    it('falls back to the defaults and stores nothing', async () => {
      const storage = memoryStorage();
      const fallback = { ...DEFAULT_FEATURES, venues: true };
      const client = createFeatureClient({
        fetchFlags: async () => {
          throw new TypeError('Failed to fetch');
        },
        fallback,
        storage,
      });
      await expect(client.load()).resolves.toEqual(fallback);
      expect(client.current()).toEqual(fallback);
      expect(storage.items.size).toBe(0);
    });

    it('falls back from flags fetched earlier, and does not retry for five minutes', async () => {
      let fail = false;
      const fetchFlags = vi.fn(async () => {
        if (fail) throw new Error('503');
        return SERVER_FLAGS;
      });
      const client = createFeatureClient({ fetchFlags, fallback: DEFAULT_FEATURES });
      await client.load();
      fail = true;
      vi.advanceTimersByTime(FEATURE_CACHE_MS);
      expect(await client.load()).toEqual(DEFAULT_FEATURES);
      await client.load();
      expect(fetchFlags).toHaveBeenCalledTimes(2);
      fail = false;
      vi.advanceTimersByTime(FEATURE_CACHE_MS);
      expect(await client.load()).toEqual(SERVER_FLAGS);
    });
  });
});
