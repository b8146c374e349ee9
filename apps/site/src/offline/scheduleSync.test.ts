import { describe, expect, it, vi } from 'vitest';
import { FIRST_REFRESH_DELAY_MS, type SyncHost, startScheduleSync } from './scheduleSync.ts';

/** A window stand-in: idle callbacks and timers are queued and run by the test. */
function fakeHost(onLine = true) {
  const queued: (() => void)[] = [];
  const target = new EventTarget();
  const host: SyncHost & { queued: (() => void)[]; delays: number[]; goOnline: () => void } = {
    delays: [],
    navigator: { onLine },
    queued,
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    requestIdleCallback: (callback) => queued.push(callback),
    setTimeout: (callback, ms) => {
      host.delays.push(ms);
      queued.push(callback);
    },
    goOnline: () => {
      host.navigator.onLine = true;
      target.dispatchEvent(new Event('online'));
    },
  };
  return host;
}

/** Runs the queued callbacks, and those they queue, until none is left. */
const runQueued = (host: ReturnType<typeof fakeHost>) => {
  while (host.queued.length > 0) for (const task of host.queued.splice(0)) task();
};

describe('startScheduleSync', () => {
  it('refreshes only once the browser is idle, a few seconds after the first load at the earliest', () => {
    const host = fakeHost();
    const refresh = vi.fn(async () => undefined);
    startScheduleSync(2026, refresh, host);
    expect(refresh).not.toHaveBeenCalled();
    expect(host.delays).toEqual([FIRST_REFRESH_DELAY_MS]);
    runQueued(host);
    expect(refresh).toHaveBeenCalledWith(2026);
  });

  it('does not try while offline, and refreshes when the network returns', async () => {
    const host = fakeHost(false);
    const refresh = vi.fn(async () => undefined);
    const stop = startScheduleSync(2026, refresh, host);
    runQueued(host);
    expect(refresh).not.toHaveBeenCalled();
    host.goOnline();
    runQueued(host);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    await Promise.resolve();
    host.goOnline();
    runQueued(host);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('runs one refresh at a time', async () => {
    const host = fakeHost();
    let finish: () => void = () => {};
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    startScheduleSync(2026, refresh, host);
    runQueued(host);
    host.goOnline();
    runQueued(host);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => {
      host.goOnline();
      runQueued(host);
      expect(refresh).toHaveBeenCalledTimes(2);
    });
  });

  it('reports a failed refresh as a warning and tries again later', async () => {
    const host = fakeHost();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refresh = vi.fn(async () => {
      throw new Error('quota exceeded');
    });
    startScheduleSync(2026, refresh, host);
    runQueued(host);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The programme could not be kept on this device', expect.any(Error)),
    );
    warn.mockRestore();
  });
});
