import { describe, expect, it } from 'vitest';
import { secondsLeft } from './throttle.ts';

const limit = { key: 'k', max: 3, windowMs: 60_000 };
const start = new Date('2026-03-09T12:00:00Z');
const at = (ms: number) => start.getTime() + ms;

describe('secondsLeft', () => {
  it('lets attempts through up to the maximum', () => {
    expect(secondsLeft({ count: 1, window_start: start }, limit, at(0))).toBe(0);
    expect(secondsLeft({ count: 3, window_start: start }, limit, at(10_000))).toBe(0);
  });

  it('past the maximum, answers the seconds until the window ends (rounded up, at least 1)', () => {
    expect(secondsLeft({ count: 4, window_start: start }, limit, at(10_000))).toBe(50);
    expect(secondsLeft({ count: 9, window_start: start }, limit, at(59_500))).toBe(1);
  });

  it('lets attempts through again once the window has ended', () => {
    expect(secondsLeft({ count: 9, window_start: start }, limit, at(60_000))).toBe(0);
  });
});
