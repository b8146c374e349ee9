import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, unwrap } from './api-error.ts';
import { createApiClient } from './client.ts';
import type { RequestFetch } from './resilient-fetch.ts';

function clientAnswering(response: () => Response) {
  const fetch: RequestFetch = async () => response();
  return createApiClient({ baseUrl: 'http://conf.test', fetch, retryDelayMs: () => 0 });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('unwrap', () => {
  it('gives the data of a success', async () => {
    const api = clientAnswering(() => json(200, { status: 'ok', db: 'ok' }));
    expect(unwrap(await api.GET('/healthz'))).toEqual({ status: 'ok', db: 'ok' });
  });

  it('throws the contract’s error body as an ApiError, validation details included', async () => {
    const body = {
      status: 400,
      error: 'validation_failed',
      message: 'The request is not valid',
      errors: [{ in: 'body', path: '/term', message: 'must be string' }],
    };
    const api = clientAnswering(() => json(400, body));
    const thrown = await api
      .GET('/healthz')
      .then(unwrap)
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(isApiError(thrown)).toBe(true);
    expect(thrown).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'The request is not valid',
      errors: body.errors,
    });
  });

  it('names the status when the answer has no error body (a proxy’s page)', async () => {
    const api = clientAnswering(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const thrown = await api
      .GET('/healthz')
      .then(unwrap)
      .catch((error: unknown) => error);
    expect(thrown).toMatchObject({
      status: 502,
      code: 'request_failed',
      message: 'The request failed with status 502 Bad Gateway',
      errors: [],
    });
  });

  it('calls a 404 without a body not_found', () => {
    expect(new ApiError(404, undefined).code).toBe('not_found');
  });
});
