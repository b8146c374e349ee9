import { isRetryableRequest, RETRY_STATUSES, retryWaitAfterResponse } from './retry-policy.ts';

/** A fetch that takes a ready Request, as openapi-fetch calls it. `globalThis.fetch` is one. */
export type RequestFetch = (request: Request) => Promise<Response>;

/** The error a request rejects with when an attempt (the last one, for retried requests) timed out. */
export class RequestTimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`${method} ${url} timed out after ${timeoutMs} ms`);
  }
}

/** Whether an error is the client's timeout. */
export function isRequestTimeoutError(error: unknown): error is RequestTimeoutError {
  return error instanceof RequestTimeoutError;
}

export interface ResilienceOptions {
  /** Milliseconds each attempt may wait for the response headers. */
  timeoutMs: number;
  /** Extra attempts for retryable requests. */
  retries: number;
  /** Backoff before retry number `attempt` (1-based) when the server gives no `Retry-After`. */
  retryDelayMs: (attempt: number) => number;
  /** Longest `Retry-After` honoured; longer ones end the retries. */
  maxRetryAfterMs: number;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * One attempt: a fresh copy of the request (the original stays unread, so it can be copied again) whose
 * signal aborts when the caller's signal does or when `timeoutMs` passes, whichever comes first.
 * A timer and a controller rather than `AbortSignal.timeout()`, so fake timers in tests drive it too.
 */
async function attempt(fetchImpl: RequestFetch, request: Request, timeoutMs: number): Promise<Response> {
  const caller = request.signal;
  const controller = new AbortController();
  const timeout = new RequestTimeoutError(request.method, request.url, timeoutMs);
  const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
  const onCallerAbort = () => controller.abort(caller.reason);
  if (caller.aborted) onCallerAbort();
  else caller.addEventListener('abort', onCallerAbort, { once: true });
  try {
    return await fetchImpl(new Request(request.clone(), { signal: controller.signal }));
  } catch (error) {
    // Whatever the fetch rejected with (an AbortError DOMException or the reason), report the timeout as such.
    throw controller.signal.reason === timeout ? timeout : error;
  } finally {
    clearTimeout(timer);
    caller.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * Wraps a fetch with the spec's defaults: every attempt times out after `timeoutMs`; idempotent requests
 * (see `isRetryableRequest`) are tried again up to `retries` times after a retry status, a network error or
 * a timeout, waiting the server's `Retry-After` or the backoff in between. An abort by the caller is never
 * retried and rejects with the caller's reason. When retries run out, the last response is returned (or the
 * last error thrown), so call sites see the real status.
 */
export function createResilientFetch(fetchImpl: RequestFetch, options: ResilienceOptions): RequestFetch {
  return async (request) => {
    const retryable = isRetryableRequest(request.method, new URL(request.url).pathname);
    const attempts = 1 + (retryable ? Math.max(0, options.retries) : 0);
    for (let number = 1; ; number++) {
      const isLast = number >= attempts;
      let response: Response;
      try {
        response = await attempt(fetchImpl, request, options.timeoutMs);
      } catch (error) {
        if (request.signal.aborted || isLast) throw error;
        await sleep(options.retryDelayMs(number), request.signal);
        continue;
      }
      if (isLast || !RETRY_STATUSES.has(response.status)) return response;
      const wait = retryWaitAfterResponse(response, number, options.retryDelayMs, options.maxRetryAfterMs);
      if (wait === null) return response;
      await response.body?.cancel();
      await sleep(wait, request.signal);
    }
  };
}
