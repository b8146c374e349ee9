import { describe, expect, it } from 'vitest';
import { ANONYMOUS_ID_KEY, anonymousId } from './anonymousId.ts';

describe('anonymous id', () => {
  it('is made up once and then read back from storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const first = anonymousId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.get(ANONYMOUS_ID_KEY)).toBe(first);
    expect(anonymousId(storage)).toBe(first);
  });

  it('still gives an id when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(anonymousId(blocked)).toMatch(/^[0-9a-f-]{36}$/);
    expect(anonymousId(null)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
