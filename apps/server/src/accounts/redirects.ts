/**
 * Where the browser goes after signing in, up or out: the `origin` it came from, but only when that
 * is a page of this site (no open redirect). `origin` may be a path (`/2026/events/E1?x=1`) or the
 * page's full URL when its origin is this site's; anything else, including protocol-relative
 * (`//evil`), backslash (`/\evil`), control-character and percent-encoded variants of those, gives `/`.
 */
const PLACEHOLDER = 'http://this-site.invalid';

/** Control characters (browsers drop some of them inside URLs) and backslashes (read as slashes). */
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function startsLikeAnotherHost(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/**
 * @param siteOrigins origins that count as this site (`https://schedule.example.org`): the request's
 *   own origin and PUBLIC_URL's.
 */
export function safeRedirectPath(origin: unknown, siteOrigins: readonly string[]): string {
  if (typeof origin !== 'string' || origin === '' || origin.length > 2048) return '/';
  if (hasUnsafeCharacter(origin)) return '/';
  let url: URL;
  if (origin.startsWith('/')) {
    if (startsLikeAnotherHost(origin)) return '/';
    try {
      url = new URL(origin, PLACEHOLDER);
    } catch {
      return '/';
    }
    if (url.origin !== PLACEHOLDER) return '/';
  } else if (/^https?:\/\//i.test(origin)) {
    try {
      url = new URL(origin);
    } catch {
      return '/';
    }
    if (url.username || url.password || !siteOrigins.includes(url.origin)) return '/';
  } else {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  const decoded = decodedOrNull(url.pathname);
  if (decoded === null || startsLikeAnotherHost(path) || startsLikeAnotherHost(decoded)) return '/';
  if (hasUnsafeCharacter(decoded)) return '/';
  return path;
}

/** `path` with `name=value` set in its query (replacing an earlier value), keeping its fragment. */
export function withQueryParam(path: string, name: string, value: string): string {
  const url = new URL(path, PLACEHOLDER);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
