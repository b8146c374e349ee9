import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors.ts';

/**
 * A per-client request budget held in this instance's memory (rate-limiter-flexible): at most
 * `perMinute` requests per key in a fixed one-minute window; 0 means no limit. Past the budget,
 * {@link RequestBudget.spend} throws 429 `too_many_requests` with a `Retry-After` of the seconds left
 * in the window. Each instance counts on its own (n instances allow n times the figure): a guard
 * against one client flooding the search routes, not an account quota.
 */
export class RequestBudget {
  readonly #limiter: RateLimiterMemory | null;

  constructor(
    readonly perMinute: number,
    private readonly what: string,
  ) {
    this.#limiter = perMinute > 0 ? new RateLimiterMemory({ points: perMinute, duration: 60 }) : null;
  }

  /** Counts one request of `key` (a client address); throws 429 when its budget is spent. */
  async spend(key: string): Promise<void> {
    if (!this.#limiter) return;
    try {
      await this.#limiter.consume(key);
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      const seconds = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw tooManyRequests(
        `Too many ${this.what} from your address: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
        seconds,
      );
    }
  }
}
