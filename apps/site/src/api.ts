import { type ApiClient, createDeferredApiClient } from '@conf/api-client';

/** The API client type the site's loaders use. */
export type SiteApi = ApiClient;

/**
 * The one API client of the site: same origin, the CSRF token from the page's meta tag, and the
 * spec's timeout and retries (spec section 7), its code loaded by the first call (a hydrating page
 * needs none). Tests build their own with a fake `fetch`.
 */
export const api: SiteApi = createDeferredApiClient();
