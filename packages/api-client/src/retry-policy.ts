/**
 * When the client retries, and how long it waits in between (spec section 7: "Default client: 10 s timeout,
 * 2 retries for idempotent methods on statuses 408, 413, 429, 500, 502, 503, 504"). Pure: no I/O, no timers.
 */

/** Milliseconds before an attempt is aborted. */
export const TIMEOUT_MS = 10_000;

/** Extra attempts after the first one, for idempotent methods only. */
export const RETRIES = 2;

/** Statuses worth another attempt. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 413, 429, 500, 502, 503, 504]);

/** Methods that may be repeated safely. POST and PATCH are never retried. */
export const RETRY_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Paths never retried whatever the method (the spec: suggestions, "no retry"). Matched as path suffixes. */
export const NO_RETRY_PATHS: readonly string[] = ['/search/suggestions'];

/** The longest `Retry-After` the client waits for; a server asking for longer gets its answer passed on. */
export const RETRY_AFTER_MAX_MS = 5_000;

/** Default backoff before retry number `attempt` (1-based): 300 ms, then 600 ms. */
export function defaultRetryDelayMs(attempt: number): number {
  return 300 * 2 ** (attempt - 1);
}

/** Whether a request may be retried at all, from its method and URL path. */
export function isRetryableRequest(method: string, pathname: string): boolean {
  if (!RETRY_METHODS.has(method.toUpperCase())) return false;
  return !NO_RETRY_PATHS.some((path) => pathname === path || pathname.endsWith(path));
}

/**
 * Milliseconds asked for by a `Retry-After` header (delay-seconds or an HTTP date), or `null` when the
 * header is absent or unreadable. A date in the past gives 0.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date has a day and month name; without that, Date.parse would read '-1' as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/**
 * How long to wait before retrying after a response with a retry status, or `null` to give up and pass the
 * response on: the server's `Retry-After` when it gives one (up to `maxRetryAfterMs`; asking for more means
 * "not now", so the client does not hammer it sooner), else the backoff for this attempt.
 */
export function retryWaitAfterResponse(
  response: Response,
  attempt: number,
  backoff: (attempt: number) => number,
  maxRetryAfterMs: number,
): number | null {
  const asked = parseRetryAfter(response.headers.get('Retry-After'));
  if (asked === null) return backoff(attempt);
  return asked <= maxRetryAfterMs ? asked : null;
}
