/**
 * Secrets out of the logs: a URL as the access log writes it, with the secret parts replaced by
 * `[redacted]`. Some URLs are credentials themselves: a calendar feed (`/calendar/{token}.ics`) and a
 * shared schedule (`/api/shared-schedules/{token}`, the site page `/schedule/{token}`) are read by
 * anyone who has the address, and an OpenID Connect callback carries a one-time `code` and `state`.
 * Pure: no I/O, cheap on every request.
 */
export const REDACTED = '[redacted]';

/**
 * Paths whose `{token}` is a secret: the contract's operations with the `LinkToken` parameter (a test
 * keeps this list in step with openapi.yaml), and the site page of a shared schedule.
 */
export const SECRET_PATHS = [
  '/calendar/{token}.ics',
  '/api/shared-schedules/{token}',
  '/schedule/{token}',
] as const;

/** Query parameters whose values are secrets (link tokens, OpenID Connect answers, form secrets). */
const SECRET_QUERY_PARAMS = new Set([
  'token',
  'code',
  'state',
  'id_token',
  'access_token',
  'refresh_token',
  'session_state',
  'authenticity_token',
  'password',
]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/calendar/{token}.ics` → a pattern that captures what precedes, the token, and what follows. */
function templatePattern(template: string): RegExp {
  const [before = '', after = ''] = template.split('{token}');
  return new RegExp(`^(${escapeRegExp(before)})[^/]+(${escapeRegExp(after)})$`);
}

const SECRET_PATH_PATTERNS = SECRET_PATHS.map(templatePattern);

function redactPath(path: string): string {
  for (const pattern of SECRET_PATH_PATTERNS) {
    if (pattern.test(path)) return path.replace(pattern, `$1${REDACTED}$2`);
  }
  return path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let key = name;
      try {
        key = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: compare the name as it came.
      }
      return eq >= 0 && SECRET_QUERY_PARAMS.has(key.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/** `url` (a path with an optional query, as in the request line) with its secret parts redacted. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactPath(url);
  return `${redactPath(url.slice(0, q))}?${redactQuery(url.slice(q + 1))}`;
}
