import type { FeatureFlags } from '@conf/contract';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { type RequestFetch, RequestTimeoutError } from './resilient-fetch.ts';
import { RETRIES, TIMEOUT_MS } from './retry-policy.ts';

const BASE_URL = 'http://conf.test';

const FLAGS: FeatureFlags = {
  alphanav: false,
  attendee_directory: false,
  dashboard: false,
  filters: true,
  filter_counts: false,
  nearby: false,
  pagination: true,
  preview_mode: true,
  venues: false,
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function errorBody(status: number, error: string) {
  return { status, error, message: `${error} happened` };
}

/** A fake fetch answering each call with the next response of the list (the last one repeats). */
function answers(...responses: Array<() => Response | Promise<Response>>): Mock<RequestFetch> {
  let call = 0;
  return vi.fn<RequestFetch>(async () => {
    const next = responses[Math.min(call, responses.length - 1)];
    call += 1;
    if (!next) throw new Error('answers() needs at least one response');
    return next();
  });
}

/** A fake fetch that never answers but rejects, like a real fetch, when its request is aborted. */
function neverAnswers(): Mock<RequestFetch> {
  return vi.fn<RequestFetch>(
    (request) =>
      new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      }),
  );
}

function requestAt(fetch: Mock<RequestFetch>, index: number): Request {
  const request = fetch.mock.calls[index]?.[0];
  if (!request) throw new Error(`fetch was not called ${index + 1} times`);
  return request;
}

/** A client on the fake fetch with no waiting between retries, unless a test asks for timers. */
function clientOn(fetch: RequestFetch, extra: Parameters<typeof createApiClient>[0] = {}) {
  return createApiClient({
    baseUrl: BASE_URL,
    fetch,
    retryDelayMs: () => 0,
    csrfToken: () => 'tok-123',
    ...extra,
  });
}

describe('createApiClient', () => {
  describe('headers', () => {
    describe('given a page with a csrf-token meta tag', () => {
      beforeEach(() => {
        document.head.innerHTML = '<meta name="csrf-token" content="meta-token-9">';
      });
      afterEach(() => {
        document.head.innerHTML = '';
      });

      it('sends the token from the meta tag, a JSON content type and Accept on a JSON request', async () => {
        const fetch = answers(() => json(200, []));
        const client = createApiClient({ baseUrl: BASE_URL, fetch });

        const { data } = await client.POST('/search/suggestions', { body: { q: 'jo', models: 'event' } });

        expect(data).toEqual([]);
        const request = requestAt(fetch, 0);
        expect(request.method).toBe('POST');
        expect(request.url).toBe(`${BASE_URL}/search/suggestions`);
        expect(request.headers.get('X-CSRF-Token')).toBe('meta-token-9');
        expect(request.headers.get('Content-Type')).toBe('application/json');
        expect(request.headers.get('Accept')).toBe('application/json');
        expect(await request.json()).toEqual({ q: 'jo', models: 'event' });
      });

      it('sends the token and Accept on a GET, without a content type', async () => {
        const fetch = answers(() => json(200, FLAGS));
        const client = createApiClient({ baseUrl: BASE_URL, fetch });

        const { data } = await client.GET('/api/web/features');

        expect(data).toEqual(FLAGS);
        const request = requestAt(fetch, 0);
        expect(request.headers.get('X-CSRF-Token')).toBe('meta-token-9');
        expect(request.headers.get('Accept')).toBe('application/json');
        expect(request.headers.get('Content-Type')).toBeNull();
      });
    });

    describe('given a csrfToken option', () => {
      it('sends its token', async () => {
        const fetch = answers(() => json(200, { id: 'E1', type: 'event' }));
        const client = clientOn(fetch, { csrfToken: () => 'from-option' });

        await client.POST('/favorite/{type}', { params: { path: { type: 'events' } }, body: { id: 'E1' } });

        expect(requestAt(fetch, 0).headers.get('X-CSRF-Token')).toBe('from-option');
      });
    });

    describe('given no token anywhere', () => {
      it('sends no X-CSRF-Token header', async () => {
        const fetch = answers(() => json(200, FLAGS));
        const client = createApiClient({ baseUrl: BASE_URL, fetch });

        await client.GET('/api/web/features');

        expect(requestAt(fetch, 0).headers.has('X-CSRF-Token')).toBe(false);
      });
    });

    it('keeps an Accept header chosen by the call', async () => {
      const fetch = answers(
        () => new Response('<svg/>', { status: 200, headers: { 'Content-Type': 'image/svg+xml' } }),
      );
      const client = clientOn(fetch);

      const { data } = await client.GET('/images/{kind}/{seed}.svg', {
        params: { path: { kind: 'event', seed: 'E1' } },
        headers: { Accept: 'image/svg+xml' },
        parseAs: 'text',
      });

      expect(data).toBe('<svg/>');
      expect(requestAt(fetch, 0).url).toBe(`${BASE_URL}/images/event/E1.svg`);
      expect(requestAt(fetch, 0).headers.get('Accept')).toBe('image/svg+xml');
    });
  });

  describe('timeout', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`aborts a request that never answers after ${TIMEOUT_MS} ms with a timeout error`, async () => {
      const fetch = neverAnswers();
      const client = createApiClient({ baseUrl: BASE_URL, fetch, csrfToken: () => null });

      const outcome = client.POST('/search', { body: { term: 'jazz' } }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
      expect(requestAt(fetch, 0).signal.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);

      const error = await outcome;
      expect(error).toBeInstanceOf(RequestTimeoutError);
      expect(error).toMatchObject({
        name: 'TimeoutError',
        message: `POST ${BASE_URL}/search timed out after 10000 ms`,
      });
      expect(requestAt(fetch, 0).signal.aborted).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('honours a shorter timeoutMs option', async () => {
      const fetch = neverAnswers();
      const client = createApiClient({ baseUrl: BASE_URL, fetch, timeoutMs: 50, retries: 0 });

      const outcome = client.GET('/api/me').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(50);

      expect(await outcome).toBeInstanceOf(RequestTimeoutError);
    });

    it('tries a GET that times out 3 times in all, with the default backoff in between', async () => {
      const fetch = neverAnswers();
      const client = createApiClient({ baseUrl: BASE_URL, fetch, csrfToken: () => null });

      const outcome = client.GET('/api/web/features').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS + 299);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS + 600);
      expect(fetch).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS);

      expect(await outcome).toBeInstanceOf(RequestTimeoutError);
      expect(fetch).toHaveBeenCalledTimes(1 + RETRIES);
    });

    it("rejects with the caller's reason and does not retry when the caller aborts", async () => {
      const fetch = neverAnswers();
      const client = createApiClient({ baseUrl: BASE_URL, fetch });
      const controller = new AbortController();

      const outcome = client
        .GET('/api/web/features', { signal: controller.signal })
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(100);
      controller.abort(new Error('left the page'));
      await vi.advanceTimersByTimeAsync(3 * TIMEOUT_MS);

      expect(await outcome).toMatchObject({ message: 'left the page' });
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  describe('retries', () => {
    describe('of a GET', () => {
      it('answers the success after two 503s (3 calls)', async () => {
        const fetch = answers(
          () => json(503, errorBody(503, 'internal_error')),
          () => json(503, errorBody(503, 'internal_error')),
          () => json(200, FLAGS),
        );
        const client = clientOn(fetch);

        const { data, error } = await client.GET('/api/web/features');

        expect(error).toBeUndefined();
        expect(data).toEqual(FLAGS);
        expect(fetch).toHaveBeenCalledTimes(3);
      });

      it('gives up after 2 retries and answers the last error (3 calls)', async () => {
        const fetch = answers(() => json(503, errorBody(503, 'internal_error')));
        const client = clientOn(fetch);

        const { data, error, response } = await client.GET('/api/web/{year}/events/{id}', {
          params: { path: { year: 2026, id: 'E1' } },
        });

        expect(data).toBeUndefined();
        expect(response.status).toBe(503);
        expect(error).toEqual(errorBody(503, 'internal_error'));
        expect(fetch).toHaveBeenCalledTimes(3);
      });

      it.each([408, 413, 429, 500, 502, 504])('retries on %i', async (status) => {
        const fetch = answers(
          () => json(status, errorBody(status, 'internal_error')),
          () => json(200, FLAGS),
        );
        const client = clientOn(fetch);

        const { data } = await client.GET('/api/web/features');

        expect(data).toEqual(FLAGS);
        expect(fetch).toHaveBeenCalledTimes(2);
      });

      it('does not retry a 404', async () => {
        const fetch = answers(() => json(404, errorBody(404, 'not_found')));
        const client = clientOn(fetch);

        const { error } = await client.GET('/api/web/{year}/events/{id}', {
          params: { path: { year: 2026, id: 'x' } },
        });

        expect(error).toEqual(errorBody(404, 'not_found'));
        expect(fetch).toHaveBeenCalledTimes(1);
      });

      it('retries after a network error', async () => {
        const fetch = answers(
          () => Promise.reject(new TypeError('fetch failed')),
          () => json(200, FLAGS),
        );
        const client = clientOn(fetch);

        const { data } = await client.GET('/api/web/features');

        expect(data).toEqual(FLAGS);
        expect(fetch).toHaveBeenCalledTimes(2);
      });

      it('throws the network error once retries run out', async () => {
        const fetch = answers(() => Promise.reject(new TypeError('fetch failed')));
        const client = clientOn(fetch);

        await expect(client.GET('/api/web/features')).rejects.toThrow('fetch failed');
        expect(fetch).toHaveBeenCalledTimes(3);
      });

      it('sends the same headers on every attempt', async () => {
        const fetch = answers(
          () => json(502, errorBody(502, 'internal_error')),
          () => json(200, FLAGS),
        );
        const client = clientOn(fetch);

        await client.GET('/api/web/features');

        for (const index of [0, 1]) {
          expect(requestAt(fetch, index).headers.get('X-CSRF-Token')).toBe('tok-123');
          expect(requestAt(fetch, index).headers.get('Accept')).toBe('application/json');
        }
      });

      it('makes one call when the retries option is 0', async () => {
        const fetch = answers(() => json(503, errorBody(503, 'internal_error')));
        const client = clientOn(fetch, { retries: 0 });

        await client.GET('/api/web/features');

        expect(fetch).toHaveBeenCalledTimes(1);
      });
    });

    describe('of PUT and DELETE', () => {
      it('retries a PUT and sends its body again each time', async () => {
        const fetch = answers(
          () => json(503, errorBody(503, 'internal_error')),
          () => json(500, errorBody(500, 'internal_error')),
          () => json(200, FLAGS),
        );
        const client = clientOn(fetch);

        const { data } = await client.PUT('/api/admin/features', { body: FLAGS });

        expect(data).toEqual(FLAGS);
        expect(fetch).toHaveBeenCalledTimes(3);
        for (const index of [0, 1, 2]) {
          const request = requestAt(fetch, index);
          expect(request.method).toBe('PUT');
          expect(request.headers.get('Content-Type')).toBe('application/json');
          expect(await request.json()).toEqual(FLAGS);
        }
      });

      it('retries a DELETE', async () => {
        const removed = { id: 'E1', type: 'event', favorited: false };
        const fetch = answers(
          () => json(504, errorBody(504, 'internal_error')),
          () => json(200, removed),
        );
        const client = clientOn(fetch);

        const { data } = await client.DELETE('/favorite/{type}/{id}', {
          params: { path: { type: 'events', id: 'E1' } },
        });

        expect(data).toEqual(removed);
        expect(fetch).toHaveBeenCalledTimes(2);
        expect(requestAt(fetch, 1).method).toBe('DELETE');
        expect(requestAt(fetch, 1).url).toBe(`${BASE_URL}/favorite/events/E1`);
      });
    });

    describe('of POST and PATCH', () => {
      it('never retries a POST', async () => {
        const fetch = answers(() => json(503, errorBody(503, 'internal_error')));
        const client = clientOn(fetch);

        const { response } = await client.POST('/search', { body: { term: 'jazz' } });

        expect(response.status).toBe(503);
        expect(fetch).toHaveBeenCalledTimes(1);
      });

      it('never retries POST /search/suggestions', async () => {
        const fetch = answers(() => json(503, errorBody(503, 'internal_error')));
        const client = clientOn(fetch);

        const { error } = await client.POST('/search/suggestions', { body: { q: 'jo' } });

        expect(error).toEqual(errorBody(503, 'internal_error'));
        expect(fetch).toHaveBeenCalledTimes(1);
      });

      it('never retries a POST after a network error', async () => {
        const fetch = answers(() => Promise.reject(new TypeError('fetch failed')));
        const client = clientOn(fetch);

        await expect(
          client.POST('/favorite/{type}', { params: { path: { type: 'events' } }, body: { id: 'E1' } }),
        ).rejects.toThrow('fetch failed');
        expect(fetch).toHaveBeenCalledTimes(1);
      });

      it('never retries a PATCH', async () => {
        const fetch = answers(() => json(502, errorBody(502, 'internal_error')));
        const client = clientOn(fetch);

        await client.PATCH('/statuses/{id}', { params: { path: { id: 'E1' } }, body: { status: 'green' } });

        expect(fetch).toHaveBeenCalledTimes(1);
      });
    });

    describe('with Retry-After', () => {
      beforeEach(() => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      it('waits as long as the server asks', async () => {
        const fetch = answers(
          () => json(429, errorBody(429, 'too_many_requests'), { 'Retry-After': '2' }),
          () => json(200, FLAGS),
        );
        const client = createApiClient({ baseUrl: BASE_URL, fetch });

        const outcome = client.GET('/api/web/features');
        await vi.advanceTimersByTimeAsync(1999);
        expect(fetch).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(1);

        expect((await outcome).data).toEqual(FLAGS);
        expect(fetch).toHaveBeenCalledTimes(2);
      });

      it('answers the 429 at once when the server asks for longer than the cap', async () => {
        const fetch = answers(() => json(429, errorBody(429, 'too_many_requests'), { 'Retry-After': '60' }));
        const client = createApiClient({ baseUrl: BASE_URL, fetch });

        const { response } = await client.GET('/api/web/features');

        expect(response.status).toBe(429);
        expect(fetch).toHaveBeenCalledTimes(1);
      });
    });
  });
});
