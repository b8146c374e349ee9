import { SCROLL_MEMORY_MAX_ENTRIES } from '@conf/core';
import { describe, expect, it } from 'vitest';
import { createScrollMemory, SCROLL_STORAGE_KEY, type ScrollStorage } from './scrollMemory.ts';

function memoryStorage(initial: Record<string, string> = {}): ScrollStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('scroll memory', () => {
  it('remembers positions by key', () => {
    const memory = createScrollMemory(null);
    memory.set('a', 120.4);
    memory.set('b', 0);
    expect(memory.get('a')).toBe(120);
    expect(memory.get('b')).toBe(0);
    expect(memory.get('c')).toBeUndefined();
  });

  it(`keeps at most ${SCROLL_MEMORY_MAX_ENTRIES} entries, forgetting the oldest`, () => {
    const memory = createScrollMemory(null);
    for (let i = 0; i < SCROLL_MEMORY_MAX_ENTRIES + 5; i++) memory.set(`k${i}`, i);
    expect(memory.size).toBe(SCROLL_MEMORY_MAX_ENTRIES);
    expect(memory.get('k4')).toBeUndefined();
    expect(memory.get('k5')).toBe(5);
    expect(memory.get(`k${SCROLL_MEMORY_MAX_ENTRIES + 4}`)).toBe(SCROLL_MEMORY_MAX_ENTRIES + 4);
  });

  it('counts a saved-again entry as the newest', () => {
    const memory = createScrollMemory(null, { maxEntries: 2 });
    memory.set('a', 1);
    memory.set('b', 2);
    memory.set('a', 3);
    memory.set('c', 4);
    expect(memory.get('a')).toBe(3);
    expect(memory.get('b')).toBeUndefined();
  });

  it('persists to storage and reads it back, within the limit', () => {
    const storage = memoryStorage();
    const first = createScrollMemory(storage, { maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) first.set(key, 10);
    expect(JSON.parse(storage.data.get(SCROLL_STORAGE_KEY) ?? '')).toEqual([
      ['b', 10],
      ['c', 10],
      ['d', 10],
    ]);
    const second = createScrollMemory(storage, { maxEntries: 2 });
    expect(second.size).toBe(2);
    expect(second.get('b')).toBeUndefined();
    expect(second.get('d')).toBe(10);
  });

  it('ignores unreadable storage and storage that refuses to write', () => {
    const broken = memoryStorage({ [SCROLL_STORAGE_KEY]: '{not json' });
    expect(createScrollMemory(broken).size).toBe(0);
    const odd = memoryStorage({ [SCROLL_STORAGE_KEY]: JSON.stringify([['a', 5], ['b', 'x'], 7]) });
    expect(createScrollMemory(odd).size).toBe(1);
    const full: ScrollStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const memory = createScrollMemory(full);
    memory.set('a', 40);
    expect(memory.get('a')).toBe(40);
  });
});
