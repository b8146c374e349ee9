import type { Middleware } from 'openapi-fetch';

/** Reads the CSRF token the server renders into `<meta name="csrf-token">`; `null` outside a page. */
export function csrfTokenFromMeta(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || null;
}

/**
 * Adds the headers every JSON call carries (spec section 7): `Accept: application/json` and the
 * `X-CSRF-Token` header, unless the call set them itself; with an embed's favorites token, `Authorization:
 * Bearer …` instead of the CSRF token. `Content-Type: application/json` comes from
 * openapi-fetch, which sets it exactly when it serialises a body to JSON (never on a bodiless GET or for
 * FormData), so it is not repeated here; the tests check that it is sent.
 */
export function headersMiddleware(
  csrfToken: () => string | null,
  bearerToken: () => string | null = () => null,
): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
      const bearer = bearerToken();
      if (bearer) {
        // An embed's favorites token: no cookie is involved, so no CSRF token either.
        if (!request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${bearer}`);
        return request;
      }
      const token = csrfToken();
      if (token && !request.headers.has('X-CSRF-Token')) request.headers.set('X-CSRF-Token', token);
      return request;
    },
  };
}
