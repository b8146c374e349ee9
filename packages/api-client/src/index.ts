/**
 * @conf/api-client: the typed client of the conference API: openapi-fetch with the spec's defaults, over
 * the types of @conf/contract (generated from openapi.yaml, `pnpm gen`).
 */

// The contract's types and enum arrays, so that site code needs one import (the server imports @conf/contract).
export * from '@conf/contract';
export { ApiError, type FetchAnswer, isApiError, unwrap } from './api-error.ts';
export { type ApiClient, type ApiClientOptions, createApiClient } from './client.ts';
export { createDeferredApiClient } from './deferred-client.ts';
export { createEmbedFavorites, type EmbedFavorites, type EmbedFavoritesOptions } from './embed-favorites.ts';
export {
  EMBED_CANCEL_MESSAGE,
  EMBED_TOKEN_MESSAGE,
  type EmbedHostWindow,
  EmbedSignInError,
  type EmbedSignInFailure,
  type EmbedToken,
  embedSignInUrl,
  type SignInFromEmbedOptions,
  signInFromEmbed,
} from './embed-sign-in.ts';
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
