import type { Middleware } from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, unwrap } from './api-error.ts';
import { createDeferredApiClient } from './deferred-client.ts';
import type { RequestFetch } from './resilient-fetch.ts';

const BASE_URL = 'http://conf.test';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientOn(fetch: RequestFetch) {
  return createDeferredApiClient({
    baseUrl: BASE_URL,
    fetch,
    retryDelayMs: () => 0,
    csrfToken: () => 'tok-1',
  });
}

describe('createDeferredApiClient', () => {
  it('makes no request until called, then answers as the client does (path, headers, body)', async () => {
    const fetch = vi.fn<RequestFetch>(async () => json(200, { id: 'PP1001' }));
    const client = clientOn(fetch);
    expect(fetch).not.toHaveBeenCalled();

    const answer = await client.DELETE('/favorite/{type}/{id}', {
      params: { path: { type: 'event', id: 'PP1001' } },
    });

    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0]?.[0];
    expect(request?.url).toBe(`${BASE_URL}/favorite/event/PP1001`);
    expect(request?.method).toBe('DELETE');
    expect(request?.headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(answer.response.status).toBe(200);
  });

  it('keeps the client errors: an HTTP error unwraps to an ApiError naming the status', async () => {
    const fetch = vi.fn<RequestFetch>(async () =>
      json(404, { status: 404, error: 'not_found', message: 'No such event' }),
    );
    const answer = await clientOn(fetch).GET('/api/web/{year}/events/{id}', {
      params: { path: { year: 2026, id: 'nope' } },
    });
    expect(() => unwrap(answer)).toThrow(ApiError);
    expect(answer.response.status).toBe(404);
  });

  it('applies middleware registered before the first call, and not middleware ejected before it', async () => {
    const fetch = vi.fn<RequestFetch>(async () => json(200, []));
    const client = clientOn(fetch);
    const seen: string[] = [];
    const kept: Middleware = { onRequest: ({ request }) => void seen.push(`kept ${request.method}`) };
    const ejected: Middleware = { onRequest: () => void seen.push('ejected') };
    client.use(kept, ejected);
    client.eject(ejected);

    await client.GET('/api/me');
    await client.GET('/api/me');

    expect(seen).toEqual(['kept GET', 'kept GET']);
  });

  it('makes one client for calls made at once', async () => {
    const fetch = vi.fn<RequestFetch>(async () => json(200, []));
    const client = clientOn(fetch);
    const seen: string[] = [];
    client.use({ onRequest: () => void seen.push('request') });
    await Promise.all([client.GET('/api/me'), client.GET('/api/me')]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['request', 'request']);
  });
});
