import type { paths } from '@conf/contract';
import createClient, { type Client } from 'openapi-fetch';
import { csrfTokenFromMeta, headersMiddleware } from './headers-middleware.ts';
import { createResilientFetch, type RequestFetch } from './resilient-fetch.ts';
import { defaultRetryDelayMs, RETRIES, RETRY_AFTER_MAX_MS, TIMEOUT_MS } from './retry-policy.ts';

/** The typed client: `client.GET('/api/web/{year}/events/{id}', { params: { path: { year, id } } })`. */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the API; default `''`, i.e. the page's own origin. */
  baseUrl?: string;
  /**
   * The fetch to call, with a ready `Request`; default `globalThis.fetch` (looked up at call time).
   * Typed as openapi-fetch calls it rather than as `typeof fetch`, so that `globalThis.fetch` and a plain
   * `(request) => Promise<Response>` both fit.
   */
  fetch?: RequestFetch;
  /** Where the CSRF token comes from; default the page's `<meta name="csrf-token">`. */
  csrfToken?: () => string | null;
  /**
   * An embedding site's favorites token (`signInFromEmbed()`), sent as `Authorization: Bearer …`
   * whenever this returns one; then no CSRF token is sent (the product takes none with a token, and an
   * embed's preflight does not allow the header). Read at each call: return null after signing out.
   */
  bearerToken?: () => string | null;
  /** Milliseconds before an attempt is aborted; default `TIMEOUT_MS` (10 s). */
  timeoutMs?: number;
  /** Extra attempts for idempotent requests; default `RETRIES` (2). */
  retries?: number;
  /** Backoff before retry number `attempt` (1-based) when there is no `Retry-After`; default 300 ms, 600 ms. */
  retryDelayMs?: (attempt: number) => number;
  /** Longest `Retry-After` honoured; default `RETRY_AFTER_MAX_MS` (5 s). */
  maxRetryAfterMs?: number;
}

/**
 * Creates the one client of the product, with the defaults of spec section 7.
 *
 * Headers (Accept, CSRF token) are openapi-fetch middleware. Timeout and retries are not: they wrap the
 * `fetch` that openapi-fetch calls. That wrapper sees the finished Request, can copy it for each attempt
 * (a body can be read once) and give each attempt its own abort signal, and the middleware still runs once
 * per call rather than once per attempt. openapi-fetch's `onResponse` could only re-send through the bare
 * fetch, bypassing the other middleware.
 *
 * HTTP errors come back as `{ error, response }`; a timeout rejects with `RequestTimeoutError`, a network
 * failure with the fetch's own error, a caller's abort with the caller's reason.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseFetch: RequestFetch = (request) => (options.fetch ?? globalThis.fetch)(request);
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: createResilientFetch(baseFetch, {
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
      retries: options.retries ?? RETRIES,
      retryDelayMs: options.retryDelayMs ?? defaultRetryDelayMs,
      maxRetryAfterMs: options.maxRetryAfterMs ?? RETRY_AFTER_MAX_MS,
    }),
  });
  client.use(headersMiddleware(options.csrfToken ?? csrfTokenFromMeta, options.bearerToken));
  return client;
}
