import { type IdleHost, whenIdle } from '../ondemand/whenIdle.ts';

/**
 * How long after the page started (its navigation) the service worker waits before registering: its
 * first install downloads the site's code for offline use (about 90 files, 860 kB), which must not
 * compete with the visitor's first taps. Measured on a search page: a filter clicked while the worker
 * precached showed its tiles 20-40 ms later than without a worker (`pnpm bench lists`, 1× CPU, two
 * CPUs); on a venue's network those downloads would also queue before the visitor's own requests.
 */
export const REGISTRATION_DELAY_MS = 5_000;

/** Longest wait for an idle moment after the delay. */
export const REGISTRATION_IDLE_TIMEOUT_MS = 5_000;

/** What {@link afterPageSettles} needs of the window. */
export interface SettleHost extends IdleHost {
  performance: Pick<Performance, 'now'>;
}

/**
 * Resolves {@link REGISTRATION_DELAY_MS} after the page started (at once past that), at the browser's
 * next idle moment.
 */
export function afterPageSettles(host: SettleHost = window): Promise<void> {
  const wait = Math.max(0, REGISTRATION_DELAY_MS - host.performance.now());
  return new Promise((resolve) => {
    host.setTimeout(() => whenIdle(resolve, { timeoutMs: REGISTRATION_IDLE_TIMEOUT_MS, host }), wait);
  });
}
