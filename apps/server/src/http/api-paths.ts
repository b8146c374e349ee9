/**
 * Paths that belong to the API alone: the contract's paths outside the site's routes. A request on
 * one of them that no operation of openapi.yaml matches gets the contract's JSON 404 (`not_found`),
 * never the site's HTML page-not-found, whatever its method or Accept header. Paths the site shares
 * with the API (`/search…`, `/{year}/search`, `/attendees/{id}.json`) keep going to the site for GET:
 * there an HTML page is the right answer (test/contract-conformance.test.ts checks every contract path
 * against this list).
 */
const API_PREFIXES = [
  '/api',
  '/auth',
  '/statuses',
  '/favorite',
  '/calendar',
  '/images',
  '/embed/elements',
] as const;
const API_PATHS: ReadonlySet<string> = new Set([
  '/healthz',
  '/favorite.json',
  '/manifest.webmanifest',
  '/sw.js',
]);

export function isApiPath(path: string): boolean {
  if (API_PATHS.has(path)) return true;
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
