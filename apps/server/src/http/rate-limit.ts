import { tooManyRequests } from './errors.ts';

/**
 * A per-client request budget held in this instance's memory: at most `perMinute` requests per key
 * in a fixed one-minute window that starts with the key's first request; 0 means no limit. Past the
 * budget, {@link RequestBudget.spend} throws 429 `too_many_requests` with a `Retry-After` of the
 * seconds left in the window. Each instance counts on its own (n instances allow n times the
 * figure): a guard against one client flooding the search routes, not an account quota.
 *
 * Synchronous on purpose, and so written here rather than taken from rate-limiter-flexible (whose
 * in-memory limiter answers through a promise): it sits on the type-ahead's fast lane, where every
 * microtask shows in the cost of a request. Windows that have ended are swept once a minute.
 */

interface Window {
  count: number;
  endsAt: number;
}

const WINDOW_MS = 60_000;

export class RequestBudget {
  readonly #windows = new Map<string, Window>();
  #sweptAt = 0;

  constructor(
    readonly perMinute: number,
    private readonly what: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `key` (a client address); throws 429 when its budget is spent. */
  spend(key: string): void {
    if (this.perMinute <= 0) return;
    const now = this.now();
    if (now - this.#sweptAt >= WINDOW_MS) this.#sweep(now);
    let window = this.#windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      window = { count: 0, endsAt: now + WINDOW_MS };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.perMinute) {
      const seconds = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
      throw tooManyRequests(
        `Too many ${this.what} from your address: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
        seconds,
      );
    }
  }

  /** How many clients have a window open (for tests and figures). */
  get clients(): number {
    return this.#windows.size;
  }

  #sweep(now: number): void {
    this.#sweptAt = now;
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
  }
}
