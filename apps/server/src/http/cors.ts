import type { Context, Next } from 'koa';
import { OPENAPI_METHODS, RouteTable } from './route-table.ts';

/**
 * Cross-origin calls from the sites that embed the search box and the favorite button (issue 17,
 * docs/embedding.md): CORS on the operations openapi.yaml marks `x-embed: true`, for the origins of
 * the EMBED_ORIGINS setting only. Everything else stays same-origin: no CORS header, and a preflight
 * for it is refused.
 *
 * - **Allowed origin, embed operation**: the answer carries `Access-Control-Allow-Origin` with that
 *   origin (never `*`) and the headers a script may read (`Retry-After`, `ETag`, `X-Request-Id`).
 * - **Credentials are refused by design**: no `Access-Control-Allow-Credentials`, so a browser
 *   neither sends the session cookie cross-origin on a preflighted call nor lets a page read an
 *   answer made with it. An embed calls as a visitor (suggestions, search, records) or, for
 *   favorites, with a bearer token (no cookie, so no CSRF exposure).
 * - **Preflight** (`OPTIONS` with `Access-Control-Request-Method`): 204 with the path's embed
 *   methods, the request headers an embed sends (`Content-Type`, `Authorization`) and a max age of
 *   10 minutes, when the origin is allowed and the method is one of them; otherwise 403 with the
 *   contract's JSON error naming what is not allowed (the browser then refuses the call).
 * - **`Vary: Origin`** on every answer of an embed operation, allowed or not, so that a shared cache
 *   never hands one origin's answer to another.
 */

/** Headers an embed's script may read besides the CORS-safelisted ones. */
export const EMBED_EXPOSED_HEADERS = 'Retry-After, ETag, X-Request-Id';
/** Request headers an embed may send: JSON bodies, and the favorites bearer token. */
export const EMBED_ALLOWED_HEADERS = 'Content-Type, Authorization';
/** How long a browser may keep a preflight's answer (seconds). */
export const PREFLIGHT_MAX_AGE_S = 600;

/** An OpenAPI document as far as CORS reads it: `paths` → method → operation with `x-embed`. */
export interface EmbedDocument {
  paths?: Record<string, Record<string, unknown> | undefined>;
}

/** [path template, method] of each operation of `document` whose extension `key` is `value`. */
export function markedOperations(document: EmbedDocument, key: string, value: unknown): [string, string][] {
  const found: [string, string][] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of OPENAPI_METHODS) {
      const operation = item?.[method] as Record<string, unknown> | undefined;
      if (operation?.[key] === value) found.push([path, method]);
    }
  }
  return found;
}

/** The embed operations of `document`: [path template, method] of each `x-embed: true` operation. */
export function embedOperations(document: EmbedDocument): [string, string][] {
  return markedOperations(document, 'x-embed', true);
}

/** What CORS answers a request: headers to add, or a refused preflight. */
export type CorsDecision =
  | { kind: 'none' }
  | { kind: 'headers'; headers: Record<string, string> }
  | { kind: 'preflight'; headers: Record<string, string> }
  | { kind: 'refused'; message: string; headers: Record<string, string> };

export interface CorsPolicy {
  /** What to do with a request: its method, path (as sent) and `Origin` and preflight headers. */
  decide(request: {
    method: string;
    path: string;
    origin: string | undefined;
    requestMethod: string | undefined;
  }): CorsDecision;
}

/** The CORS policy of the embed operations of `document`, for the allowed origins (exact matches). */
export function corsPolicy(document: EmbedDocument, allowedOrigins: readonly string[]): CorsPolicy {
  const operations = embedOperations(document);
  const table = new RouteTable(
    operations.map(([path, method]) => [path, method, method.toUpperCase()] as const),
  );
  const allowed = new Set(allowedOrigins);
  const methodsOf = (path: string): string[] =>
    OPENAPI_METHODS.flatMap((method) => {
      try {
        return table.match(method, path) ? [method.toUpperCase()] : [];
      } catch {
        // Not valid percent-encoding: the contract router answers it (400).
        return [];
      }
    });

  return {
    decide({ method, path, origin, requestMethod }) {
      const preflight = method.toUpperCase() === 'OPTIONS' && requestMethod !== undefined;
      const methods = methodsOf(path);
      if (methods.length === 0) {
        // Not an embed path: same-origin only. A preflight for it is refused, so that the browser
        // says why instead of meeting the contract's 405.
        return preflight && origin !== undefined
          ? { kind: 'refused', message: `${path} is not open to other sites`, headers: {} }
          : { kind: 'none' };
      }
      const vary = { Vary: 'Origin' };
      const originAllowed = origin !== undefined && allowed.has(origin);
      if (preflight) {
        if (!originAllowed) {
          return {
            kind: 'refused',
            message: `Origin ${origin ?? '(none)'} may not call ${path}: it is not in EMBED_ORIGINS`,
            headers: vary,
          };
        }
        if (!methods.includes(requestMethod.toUpperCase())) {
          return {
            kind: 'refused',
            message: `${requestMethod} ${path} is not open to other sites (open: ${methods.join(', ')})`,
            headers: vary,
          };
        }
        return {
          kind: 'preflight',
          headers: {
            ...vary,
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Allow-Methods': methods.join(', '),
            'Access-Control-Allow-Headers': EMBED_ALLOWED_HEADERS,
            'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S),
          },
        };
      }
      if (!methods.includes(method.toUpperCase())) return { kind: 'none' };
      return {
        kind: 'headers',
        headers: originAllowed
          ? {
              ...vary,
              'Access-Control-Allow-Origin': origin,
              'Access-Control-Expose-Headers': EMBED_EXPOSED_HEADERS,
            }
          : vary,
      };
    },
  };
}

/** The headers of `decision` for an answer (none unless it is a plain request's). */
export function answerHeaders(decision: CorsDecision): Record<string, string> {
  return decision.kind === 'headers' ? decision.headers : {};
}

/**
 * Koa middleware of {@link corsPolicy}: answers preflights itself (204, or 403 with the JSON error),
 * before the session is read, and adds the CORS headers to the answers of embed operations. Placed
 * inside the error middleware, which keeps headers set before an error, so error answers carry them.
 */
export function corsMiddleware(policy: CorsPolicy) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const decision = policy.decide({
      method: ctx.method,
      path: ctx.path,
      origin: ctx.get('Origin') || undefined,
      requestMethod: ctx.get('Access-Control-Request-Method') || undefined,
    });
    if (decision.kind === 'none') return next();
    ctx.set(decision.headers);
    if (decision.kind === 'preflight') {
      ctx.status = 204;
      return;
    }
    if (decision.kind === 'refused') {
      ctx.status = 403;
      ctx.body = { status: 403, error: 'forbidden', message: decision.message };
      return;
    }
    return next();
  };
}
