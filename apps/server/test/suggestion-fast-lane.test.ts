import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The suggestion fast lane (src/http/fast-lane.ts) against the Koa path of the same operation: a
 * request with `Content-Type: application/json` takes the lane, the same request as
 * `application/json;charset=utf-8` (a type the lane leaves to the body parser) goes through Koa, and
 * both must answer alike, status, body and headers, for good and bad requests; the rate limits of the
 * search routes; the access log. On the embedded database only: neither path touches the database.
 * Every answer is checked against openapi.yaml by the harness.
 */

const LANE = 'application/json';
const KOA = 'application/json;charset=utf-8';
/** Headers that differ between any two answers. */
const VARYING = new Set(['date', 'x-request-id']);

let server: TestServer;
const logLines: Record<string, unknown>[] = [];
let nextAddress = 1;
/** A client address of its own (TRUST_PROXY is on), so that the rate limit of one test spares the others. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

async function send(
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  const response = await server.fetch(`${server.baseUrl}/search/suggestions`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': freshAddress(), ...headers },
    body,
  });
  return {
    status: response.status,
    body: await response.text(),
    headers: Object.fromEntries(response.headers),
  };
}

function comparable(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name)));
}

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  server = await startTestServer('pglite', {
    env: {
      TRUST_PROXY: '1',
      SEARCH_RATE_SUGGESTIONS_PER_MINUTE: '4',
      SEARCH_RATE_SEARCHES_PER_MINUTE: '2',
    },
    logger: pino({ level: 'info' }, sink),
  });
});

afterAll(async () => {
  await server?.close();
});

describe('the suggestion fast lane', () => {
  const cases: [string, string][] = [
    ['a suggestion request', JSON.stringify({ q: 'teach' })],
    ['models asked for', JSON.stringify({ q: 'th', models: 'artist,person' })],
    ['a text too short', JSON.stringify({ q: ' e ' })],
    ['an unknown model', JSON.stringify({ q: 'teach', models: 'artist,planet' })],
    ['no q', JSON.stringify({ models: 'artist' })],
    ['a property the contract does not have', JSON.stringify({ q: 'teach', page: 2 })],
    ['a q that is not a string', JSON.stringify({ q: 42 })],
    ['a q too long', JSON.stringify({ q: 'x'.repeat(5000) })],
    ['malformed JSON', '{"q": "tea'],
    ['JSON that is not an object', '"teach"'],
    ['an empty body', ''],
    ['a __proto__ key', '{"q":"teach","__proto__":{"x":1}}'],
  ];

  it.each(cases)('answers %s as the Koa path does', async (_what, body) => {
    const lane = await send(LANE, body);
    const koa = await send(KOA, body);
    expect(lane.status).toBe(koa.status);
    expect(lane.body).toBe(koa.body);
    expect(comparable(lane.headers)).toEqual(comparable(koa.headers));
  });

  it('answers suggestions with the headers of every answer of the app', async () => {
    const { status, body, headers } = await send(LANE, JSON.stringify({ q: 'teach' }));
    expect(status).toBe(200);
    expect((JSON.parse(body) as unknown[]).length).toBeGreaterThan(0);
    expect(headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('answers 400 with the problem named, like every contract error', async () => {
    const { status, body } = await send(LANE, JSON.stringify({ q: 'teach', models: 'planet' }));
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({
      status: 400,
      error: 'validation_failed',
      errors: [{ in: 'body', path: '/models' }],
    });
  });

  it('echoes a sane X-Request-Id and replaces one that is not', async () => {
    const kept = await send(LANE, JSON.stringify({ q: 'teach' }), { 'x-request-id': 'trace-42.a' });
    expect(kept.headers['x-request-id']).toBe('trace-42.a');
    const replaced = await send(LANE, JSON.stringify({ q: 'teach' }), { 'x-request-id': 'no spaces <b>' });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends Strict-Transport-Security when a trusted proxy says the request came over TLS', async () => {
    const lane = await send(LANE, JSON.stringify({ q: 'teach' }), { 'x-forwarded-proto': 'https' });
    const koa = await send(KOA, JSON.stringify({ q: 'teach' }), { 'x-forwarded-proto': 'https' });
    expect(lane.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(comparable(lane.headers)).toEqual(comparable(koa.headers));
  });

  it('writes one access log line per answer, with the request id', async () => {
    const { headers } = await send(LANE, JSON.stringify({ q: 'teach' }), { 'x-request-id': 'log-check-1' });
    const line = logLines.find((l) => l.reqId === 'log-check-1');
    expect(line).toMatchObject({ msg: 'request', method: 'POST', path: '/search/suggestions', status: 200 });
    expect(typeof line?.ms).toBe('number');
    expect(headers['x-request-id']).toBe('log-check-1');
    await send(LANE, '{"q":', { 'x-request-id': 'log-check-2' });
    expect(logLines.find((l) => l.reqId === 'log-check-2')).toMatchObject({ status: 400, level: 40 });
  });
});

describe('rate limits of the search routes', () => {
  it('refuses a client past its suggestion budget with 429 and Retry-After, on both paths alike', async () => {
    const address = freshAddress();
    const body = JSON.stringify({ q: 'teach' });
    const statuses = [];
    for (const type of [LANE, KOA, LANE, KOA])
      statuses.push((await send(type, body, { 'x-forwarded-for': address })).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const lane = await send(LANE, body, { 'x-forwarded-for': address });
    const koa = await send(KOA, body, { 'x-forwarded-for': address });
    for (const refused of [lane, koa]) {
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ status: 429, error: 'too_many_requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(comparable(lane.headers)).toEqual(comparable(koa.headers));
    // Another address still has its budget.
    expect((await send(LANE, body)).status).toBe(200);
  });

  it('counts catalogue searches and directory searches against one search budget', async () => {
    const address = freshAddress();
    const search = (path: string) =>
      server.fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ term: 'teach' }),
      });
    expect((await search('/search')).status).toBe(200);
    expect((await search('/2026/search')).status).toBe(200);
    const refused = await search('/search');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' });
  });

  it('answered every call above as openapi.yaml says', () => {
    expect(server.violations).toEqual([]);
  });
});
