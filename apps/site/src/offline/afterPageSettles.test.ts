import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, REGISTRATION_DELAY_MS, type SettleHost } from './afterPageSettles.ts';

/** A window whose page started `startedAgo` ms ago, with idle callbacks the test runs. */
function host(startedAgo: number) {
  const idle: (() => void)[] = [];
  const window: SettleHost = {
    performance: { now: () => startedAgo },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    requestIdleCallback: (callback) => idle.push(callback),
  };
  const runIdle = () => {
    for (const callback of idle.splice(0)) callback();
  };
  return { window, runIdle };
}

describe('afterPageSettles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until the delay after the page started, then for an idle moment', async () => {
    const { window, runIdle } = host(1_000);
    let settled = false;
    void afterPageSettles(window).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS - 1_000 - 1);
    runIdle();
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    runIdle();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('only waits for an idle moment on a page older than the delay', async () => {
    const { window, runIdle } = host(REGISTRATION_DELAY_MS + 2_000);
    let settled = false;
    void afterPageSettles(window).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    runIdle();
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
