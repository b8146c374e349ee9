/**
 * @conf/api-client: the typed client of the conference API. Types are generated from openapi.yaml
 * (`pnpm --filter @conf/api-client gen`); the client is openapi-fetch with the spec's defaults.
 */
export { ApiError, type FetchAnswer, isApiError, unwrap } from './api-error.ts';
export { type ApiClient, type ApiClientOptions, createApiClient } from './client.ts';
export { csrfTokenFromMeta } from './headers-middleware.ts';
export { isRequestTimeoutError, type RequestFetch, RequestTimeoutError } from './resilient-fetch.ts';
export {
  defaultRetryDelayMs,
  isRetryableRequest,
  NO_RETRY_PATHS,
  RETRIES,
  RETRY_AFTER_MAX_MS,
  RETRY_METHODS,
  RETRY_STATUSES,
  TIMEOUT_MS,
} from './retry-policy.ts';
export type { components, operations, paths } from './schema';
export type * from './types.ts';
