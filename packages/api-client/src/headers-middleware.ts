import type { Middleware } from 'openapi-fetch';

/** Reads the CSRF token the server renders into `<meta name="csrf-token">`; `null` outside a page. */
export function csrfTokenFromMeta(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || null;
}

/**
 * Adds the headers every JSON call carries (spec section 7): `Accept: application/json` and the
 * `X-CSRF-Token` header, unless the call set them itself. `Content-Type: application/json` comes from
 * openapi-fetch, which sets it exactly when it serialises a body to JSON (never on a bodiless GET or for
 * FormData), so it is not repeated here; the tests check that it is sent.
 */
export function headersMiddleware(csrfToken: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
      const token = csrfToken();
      if (token && !request.headers.has('X-CSRF-Token')) request.headers.set('X-CSRF-Token', token);
      return request;
    },
  };
}
