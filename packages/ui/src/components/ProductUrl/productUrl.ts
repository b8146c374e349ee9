/**
 * The address of `target` on the product at `baseUrl` (`https://schedule.example.org`): a path of
 * the product (`/events/42`, `/images/event/42.svg`, `/search?q=jazz`) becomes absolute on it;
 * anything else (an absolute URL, `data:`, a fragment, a relative path) stays as it is. Without a
 * base URL every target stays as it is.
 */
export function productUrl(baseUrl: string | null, target: string): string {
  if (baseUrl === null || !target.startsWith('/') || target.startsWith('//')) return target;
  return new URL(target, baseUrl).href;
}

/**
 * The base URL as the provider keeps it: an absolute http(s) URL, or an error naming what is wrong
 * (an embedder's typo should fail loudly, not produce links to the host's own pages).
 */
export function checkedBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`ProductUrlProvider: baseUrl must be an absolute http(s) URL, got '${baseUrl}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`ProductUrlProvider: baseUrl must be an absolute http(s) URL, got '${baseUrl}'`);
  }
  return url.href;
}
