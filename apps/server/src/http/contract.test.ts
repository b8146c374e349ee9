import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { OpenAPIBackend } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOpenApiBackend } from '../../test/openapi-backend.ts';
import { createContractRouter, loadOpenApiDocument, toErrorDetails } from './contract.ts';
import { errorMiddleware } from './error-middleware.ts';
import { HttpError } from './errors.ts';
import type { RouterHandlers } from './implementation.ts';

describe('toErrorDetails', () => {
  it('names where and which field is wrong', () => {
    expect(
      toErrorDetails([
        { instancePath: '/requestBody/term', message: 'must be string', keyword: 'type' },
        { instancePath: '/path/year', message: 'must be integer', keyword: 'type' },
        {
          instancePath: '/query',
          message: "must have required property 'q'",
          keyword: 'required',
          params: { missingProperty: 'q' },
        },
        {
          instancePath: '/requestBody',
          message: 'must NOT have additional properties',
          keyword: 'additionalProperties',
          params: { additionalProperty: 'extra' },
        },
        {
          instancePath: '/requestBody/grouping',
          message: 'must be equal to one of the allowed values',
          keyword: 'enum',
          params: { allowedValues: ['models', 'date'] },
        },
      ]),
    ).toEqual([
      { in: 'body', path: '/term', message: 'must be string' },
      { in: 'path', path: '/year', message: 'must be integer' },
      { in: 'query', path: '/q', message: 'is required' },
      { in: 'body', path: '/extra', message: 'is not an allowed property' },
      { in: 'body', path: '/grouping', message: 'must be one of: models, date' },
    ]);
  });
});

/**
 * The contract router over the real openapi.yaml, behind the app's body parser and error middleware,
 * with handlers that echo what they were given. Its answers are compared with what openapi-backend
 * (the router it replaced, still used by the tests to check responses) says of the same request.
 */
describe('createContractRouter', () => {
  const document = loadOpenApiDocument();
  let reference: OpenAPIBackend;
  let baseUrl: string;
  let server: ReturnType<Koa['listen']>;
  const csrfChecked: string[] = [];

  beforeAll(async () => {
    reference = newOpenApiBackend(document, { coerceTypes: true });
    await reference.init();
    const handlers: RouterHandlers = {};
    for (const operation of reference.getOperations()) {
      const id = operation.operationId as string;
      if (id === 'getFeatures') continue; // left without a handler: 500
      handlers[id] = (req, ctx) => {
        ctx.body = {
          operationId: req.operationId,
          params: req.params,
          query: req.query,
          body: req.body ?? null,
        };
      };
    }
    const router = await createContractRouter(handlers, {
      document,
      verifyCsrf: (ctx) => {
        csrfChecked.push(ctx.path);
        if (ctx.get('x-csrf-token') !== 'good') throw new HttpError(403, 'forbidden', 'Bad CSRF token');
      },
    });
    const koa = new Koa();
    koa.use(errorMiddleware(console as never));
    koa.use(bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '1mb', formLimit: '64kb' }));
    koa.use(router.middleware);
    koa.use((ctx) => {
      ctx.status = 404;
      ctx.body = { next: true };
    });
    server = koa.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  interface Case {
    method: string;
    url: string;
    body?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
    /** The status this router answers (checked besides the agreement with openapi-backend). */
    status?: 200 | 400;
  }

  async function send({ method, url, body, form, headers = {} }: Case) {
    const init: RequestInit = { method, headers: { 'x-csrf-token': 'good', ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    } else if (form) {
      init.body = new URLSearchParams(form).toString();
      (init.headers as Record<string, string>)['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(`${baseUrl}${url}`, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** What openapi-backend said of the request: its operation and its validation problems. */
  function referenceOf({ method, url, body, form, headers = {} }: Case) {
    const [path = '', query = ''] = url.split('?');
    const request = {
      method,
      path,
      query,
      headers: {
        'x-csrf-token': 'good',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      body: body ?? form ?? (method === 'GET' ? undefined : {}),
    };
    const operation = reference.router.matchOperation(request);
    if (!operation) return null;
    const validation = reference.validator.validateRequest(request, operation);
    return {
      operationId: operation.operationId,
      errors: validation.errors ? toErrorDetails(validation.errors) : null,
    };
  }

  const CASES: Case[] = [
    { method: 'POST', url: '/search', body: { term: 'teach', models: ['event'], page: 2 }, status: 200 },
    { method: 'POST', url: '/search', body: { term: 5, grouping: 'sideways', extra: true }, status: 400 },
    { method: 'POST', url: '/search', body: { filters: [{ field: 'venue_id' }], page: 0 }, status: 400 },
    { method: 'POST', url: '/search', body: { term: 'x'.repeat(201), sort: 'newest' }, status: 400 },
    { method: 'POST', url: '/search/', body: { sort: 'published' }, status: 200 },
    { method: 'POST', url: '/search/suggestions', body: {}, status: 400 },
    { method: 'POST', url: '/search/suggestions', body: { q: 'te', models: 'event,,' }, status: 400 },
    { method: 'POST', url: '/2026/search', body: { term: 'teach' }, status: 200 },
    { method: 'POST', url: '/abc/search', body: {}, status: 400 },
    { method: 'POST', url: '/1999/search', body: {}, status: 400 },
    { method: 'POST', url: '/favorite/query', body: { ids: [] }, status: 200 },
    { method: 'POST', url: '/favorite/events', body: { id: 'E1' }, status: 200 },
    { method: 'GET', url: '/api/web/2026/events/PP1001', status: 200 },
    { method: 'GET', url: '/api/web/2026/events/PP1001/', status: 200 },
    { method: 'GET', url: '/api/web/20x6/events/PP1001', status: 400 },
    { method: 'GET', url: '/api/web/2026/events/a%20b', status: 200 },
    { method: 'GET', url: '/images/event/seed-1.svg', status: 200 },
    { method: 'GET', url: '/images/podcast/seed-1.svg', status: 400 },
    { method: 'GET', url: '/healthz?verbose=1', status: 400 },
    { method: 'GET', url: '/auth/oidc/callback?code=abc&state=xyz', status: 200 },
    { method: 'GET', url: '/auth/oidc/callback?code=a&code=b', status: 400 },
    { method: 'GET', url: `/auth/oidc/callback?error=${'e'.repeat(300)}`, status: 400 },
    { method: 'GET', url: '/healthz', headers: { 'x-csrf-token': 'x'.repeat(300) }, status: 200 },
    {
      method: 'POST',
      url: '/auth/password?origin=/speakers',
      form: { authenticity_token: 't', email: 'a@example.org', password: 'pw' },
      status: 200,
    },
    { method: 'POST', url: '/auth/password', form: { email: 'a@example.org' }, status: 400 },
    { method: 'POST', url: '/auth/fax', form: { email: 'a@example.org', password: 'pw' }, status: 400 },
  ];

  it.each(CASES)('validates $method $url as openapi-backend did', async (request) => {
    const expected = referenceOf(request);
    const { status, body } = await send(request);
    expect(status, JSON.stringify(body)).toBe(request.status);
    expect(expected).not.toBeNull();
    if (expected?.errors) {
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 400, error: 'validation_failed' });
      expect(body.errors).toEqual(expected.errors);
      expect(String(body.message)).toMatch(/^Invalid request: /);
    } else {
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.operationId).toBe(expected?.operationId);
    }
  });

  it('coerces path and query parameters to their types', async () => {
    const event = await send({ method: 'GET', url: '/api/web/2026/events/a%20b' });
    expect(event.body.params).toEqual({ year: 2026, id: 'a b' });
    const callback = await send({ method: 'GET', url: '/auth/oidc/callback?code=a+b&state=1' });
    expect(callback.body.query).toEqual({ code: 'a b', state: '1' });
    const search = await send({ method: 'POST', url: '/2026/search', body: { page: 2 } });
    expect(search.body).toMatchObject({
      operationId: 'searchYear',
      params: { year: 2026 },
      body: { page: 2 },
    });
  });

  it('prefers a concrete path to a template', async () => {
    expect((await send({ method: 'POST', url: '/favorite/query', body: { ids: [] } })).body.operationId).toBe(
      'queryFavorites',
    );
    expect((await send({ method: 'POST', url: '/search', body: {} })).body.operationId).toBe('search');
  });

  it('answers 405 for another method on a known path, and lets GET and HEAD go on to the site', async () => {
    const deleted = await send({ method: 'DELETE', url: '/search' });
    expect(deleted).toMatchObject({ status: 405, body: { error: 'method_not_allowed' } });
    expect((await send({ method: 'PUT', url: '/api/web/2026/events/E1' })).status).toBe(405);
    expect(await send({ method: 'GET', url: '/search' })).toEqual({ status: 404, body: { next: true } });
    expect(await send({ method: 'GET', url: '/2026/artists' })).toEqual({
      status: 404,
      body: { next: true },
    });
    expect((await send({ method: 'POST', url: '/nothing/here/at/all', body: {} })).body).toEqual({
      next: true,
    });
  });

  it('checks the CSRF token of x-csrf operations before validating', async () => {
    csrfChecked.length = 0;
    const bad = await send({
      method: 'POST',
      url: '/search/conversions',
      body: { nonsense: true },
      headers: { 'x-csrf-token': 'bad' },
    });
    expect(bad).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    await send({ method: 'POST', url: '/search', body: {} });
    expect(csrfChecked).toEqual(['/search/conversions']);
  });

  it('answers 500 for an operation without a handler (a programming error), after validation', async () => {
    expect((await send({ method: 'GET', url: '/api/web/features' })).body).toMatchObject({
      status: 500,
      error: 'internal_error',
    });
    expect((await send({ method: 'GET', url: '/api/web/features?x=1' })).status).toBe(400);
  });

  it('answers 404 for an id or token holding NUL, 400 for another parameter, query value or body string', async () => {
    expect(await send({ method: 'GET', url: '/api/web/2026/events/%00' })).toMatchObject({
      status: 404,
      body: { error: 'not_found' },
    });
    expect((await send({ method: 'GET', url: '/calendar/a%00b.ics' })).status).toBe(404);
    // Removing a favorite declares no 404 (it is idempotent): an id holding NUL is its 400.
    const removal = await send({
      method: 'DELETE',
      url: '/favorite/events/a%00',
      headers: { 'x-csrf-token': 'good' },
    });
    expect(removal).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', errors: [{ in: 'path', path: '/id' }] },
    });
    const seed = await send({ method: 'GET', url: '/images/event/a%00.svg' });
    expect(seed).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', errors: [{ in: 'path', path: '/seed' }] },
    });
    const query = await send({ method: 'GET', url: '/auth/oidc/callback?code=a%00&state=x' });
    expect(query.body).toMatchObject({ errors: [{ in: 'query', path: '/code' }] });
    const body = await send({
      method: 'POST',
      url: '/search',
      body: { filters: [{ field: 'x', value: '\0' }] },
    });
    expect(body.body).toMatchObject({
      error: 'validation_failed',
      errors: [{ in: 'body', path: '/filters/0/value', message: expect.stringContaining('NUL') }],
    });
  });

  it('names the first problem of a large request, and at most a few dozen of a small one', async () => {
    const large = await send({ method: 'POST', url: '/search', body: { filters: Array(24_000).fill('x') } });
    expect(large.body).toEqual({
      status: 400,
      error: 'validation_failed',
      message: 'Invalid request: body /filters must NOT have more than 100 items',
      errors: [{ in: 'body', path: '/filters', message: 'must NOT have more than 100 items' }],
    });
    const unknown = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    const many = await send({ method: 'POST', url: '/search', body: unknown });
    expect(many.body.errors).toHaveLength(20);
    expect(many.body.message).toBe('Invalid request: body /k0 is not an allowed property (and 49 more)');
    const longKey = await send({ method: 'POST', url: '/search', body: { ['k'.repeat(100_000)]: 1 } });
    expect(JSON.stringify(longKey.body).length).toBeLessThan(1000);
  });

  it('answers 400 for a path that is not valid percent-encoding', async () => {
    const { status, body } = await send({ method: 'GET', url: '/api/web/2026/events/%E0%A4%A' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'validation_failed', errors: [{ in: 'path' }] });
  });
});
