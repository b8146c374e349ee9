import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApiClient, createApiClient } from '@conf/api-client';
import type { Context } from 'koa';
import inject from 'light-my-request';

/** The app's request handler (Koa's `callback()`), which in-process requests are dispatched to. */
export type Dispatch = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The request headers of the page request that its API calls carry too: who asks (cookies: the
 * session, the visitor id of the CSRF token) and in which language. Not `Accept-Encoding`: an
 * in-process answer is read as it is, never compressed.
 */
const FORWARDED_HEADERS = ['user-agent', 'accept-language'] as const;

/**
 * The cookies of the page request, with those this response has set meanwhile (a first visit's
 * visitor id, set while rendering the CSRF token) in place of the request's own.
 */
export function cookieHeader(ctx: Pick<Context, 'get' | 'response'>): string {
  const cookies = new Map<string, string>();
  for (const pair of ctx.get('Cookie').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  const set = ctx.response.get('Set-Cookie') as string | string[] | undefined;
  for (const line of Array.isArray(set) ? set : set ? [set] : []) {
    const pair = line.split(';', 1)[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * The API client of one server-rendered page: the site's generated client, whose requests do not go
 * over the network but are dispatched to the app itself (light-my-request builds the Node request
 * and response objects), as the page's user, with the page's CSRF token. Every request passes the
 * same middleware as a browser's: validation, sessions, roles, rate limits (from the page request's
 * address), the access log.
 */
export function inProcessApi(
  dispatch: Dispatch,
  ctx: Context,
  { origin, csrfToken }: { origin: string; csrfToken: string },
): ApiClient {
  const shared: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = ctx.get(name);
    if (value) shared[name] = value;
  }
  return createApiClient({
    baseUrl: origin,
    csrfToken: () => csrfToken,
    // One attempt: a failure in process is not a flaky network, and the page must not wait.
    retries: 0,
    fetch: async (request) => {
      const headers: Record<string, string> = { ...shared, cookie: cookieHeader(ctx) };
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const url = new URL(request.url);
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const answer = await inject(dispatch, {
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers,
        remoteAddress: ctx.ip,
        ...(body ? { payload: body } : {}),
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, item);
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
      return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: responseHeaders,
      });
    },
  });
}
