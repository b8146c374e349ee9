import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.ts';

describe('ByteLru', () => {
  it('drops the least recently used entries past its byte budget', () => {
    const cache = new ByteLru<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.bytes).toBe(8);
  });

  it('keeps nothing larger than the whole budget, and replaces a key in place', () => {
    const cache = new ByteLru<string>(10);
    cache.set('big', 'X', 11);
    expect(cache.size).toBe(0);
    cache.set('a', 'A', 3);
    cache.set('a', 'A2', 5);
    expect(cache.get('a')).toBe('A2');
    expect(cache.bytes).toBe(5);
  });
});
