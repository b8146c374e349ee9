import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness.ts';

/**
 * Hostile requests (issue 11) against the real server on PGlite and on PostgreSQL: oversized arrays,
 * deep nesting, huge strings, many unknown properties, lying or unknown Content-Encodings, NUL
 * characters and bytes that are not UTF-8. Each must get a 4xx with the contract's JSON error body,
 * small, quickly, while `/healthz` keeps answering; the harness checks every answer against
 * openapi.yaml.
 */

/** An error answer stays small whatever the request held (a 64 KB request once got 6.8 MB back). */
const MAX_ERROR_BYTES = 8 * 1024;
/**
 * The issue asks for "400 in well under a second". Before the fix the same requests took 6.5 s
 * (24,000 filters) to 88 s (32,000), holding the event loop; the bound is generous on purpose (a
 * loaded two-core machine runs these suites), and it is the one timed assertion of the file.
 */
const MAX_ANSWER_MS = 2000;

interface Hostile {
  name: string;
  status: number;
  /** The `error` code of the answer. */
  error: string;
  send: (server: TestServer) => Promise<Response>;
}

const json = (server: TestServer, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  server.fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

const filters = (count: number) => JSON.stringify({ filters: Array(count).fill('x') });

/** `depth` arrays inside each other. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const manyUnknownProperties = JSON.stringify(
  Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`k${i}`, i])),
);

const notUtf8 = Uint8Array.from([...Buffer.from('{"term":"'), 0xc3, 0x28, 0xff, ...Buffer.from('"}')]);

const HOSTILE: Hostile[] = [
  {
    name: '32,000 filters to search',
    status: 400,
    error: 'validation_failed',
    send: (s) => json(s, '/search', filters(32_000)),
  },
  {
    name: '32,000 filters to the attendee search',
    status: 400,
    error: 'validation_failed',
    send: (s) => json(s, '/search/attendees', filters(32_000)),
  },
  {
    name: '24,000 filters to a year search',
    status: 400,
    error: 'validation_failed',
    send: (s) => json(s, '/2026/search', filters(24_000)),
  },
  {
    name: '32,000 models to the suggestion fast lane',
    status: 400,
    error: 'validation_failed',
    send: (s) => json(s, '/search/suggestions', JSON.stringify({ q: 'te', models: Array(32_000).fill('x') })),
  },
  {
    name: '10,000 nested arrays',
    status: 400,
    error: 'validation_failed',
    send: (s) => json(s, '/search', `{"filters":${nestedArrays(10_000)}}`),
  },
  {
    name: 'a 1 MB string',
    status: 400,
    error: 'validation_failed',
    send: (s) => json(s, '/search', JSON.stringify({ term: 'x'.repeat(1_000_000) })),
  },
  {
    name: '30,000 unknown properties',
    status: 400,
    error: 'validation_failed',
    send: (s) => json(s, '/search', manyUnknownProperties),
  },
  ...['gzip', 'deflate', 'br'].map(
    (encoding): Hostile => ({
      name: `a plain body sent as ${encoding}`,
      status: 400,
      error: 'bad_request',
      send: (s) => json(s, '/search', '{"term":"teach"}', { 'content-encoding': encoding }),
    }),
  ),
  {
    name: 'a gzip bomb (10 KB decoding to 10 MB)',
    status: 413,
    error: 'payload_too_large',
    send: (s) =>
      json(s, '/search', new Uint8Array(gzipSync(`{"term":"${'0'.repeat(10_000_000)}"}`)), {
        'content-encoding': 'gzip',
      }),
  },
  {
    name: 'an unknown encoding',
    status: 415,
    error: 'unsupported_media_type',
    send: (s) => json(s, '/search', '{"term":"teach"}', { 'content-encoding': 'zstd' }),
  },
  {
    name: 'NUL in an id',
    status: 404,
    error: 'not_found',
    send: (s) => s.fetch(`${s.baseUrl}/api/web/2026/events/%00`),
  },
  {
    name: 'NUL in a link token',
    status: 404,
    error: 'not_found',
    send: (s) => s.fetch(`${s.baseUrl}/api/shared-schedules/a%00b`),
  },
  {
    name: 'NUL in a query value and a form field',
    status: 400,
    error: 'validation_failed',
    send: (s) => s.main.postForm('/auth/password?origin=/%00', { email: 'a\0@example.org', password: 'x' }),
  },
  {
    name: 'NUL in a JSON string',
    status: 400,
    error: 'validation_failed',
    send: (s) => json(s, '/search', JSON.stringify({ filters: [{ field: 'track', value: 'a\0' }] })),
  },
  {
    name: 'bytes that are not UTF-8',
    status: 400,
    error: 'bad_request',
    send: (s) => json(s, '/search', notUtf8),
  },
];

describe.each(drivers())('hostile input on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Health checks one after the other until `until` settles: their statuses. */
  async function healthWhile(until: Promise<unknown>): Promise<number[]> {
    let done = false;
    const settle = () => {
      done = true;
    };
    until.then(settle, settle);
    const statuses: number[] = [];
    do {
      statuses.push((await fetch(`${server.baseUrl}/healthz`)).status);
    } while (!done);
    return statuses;
  }

  it.each(HOSTILE)('answers $name with $status, small and quickly', async ({ send, status, error }) => {
    const started = performance.now();
    const answer = send(server).then(async (response) => ({
      response,
      text: await response.text(),
      ms: performance.now() - started,
    }));
    const health = await healthWhile(answer);
    const { response, text, ms } = await answer;
    expect(response.status, text.slice(0, 500)).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toMatchObject({ status, error, message: expect.any(String) });
    expect(text.length).toBeLessThan(MAX_ERROR_BYTES);
    expect(ms).toBeLessThan(MAX_ANSWER_MS);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((s) => s === 200)).toBe(true);
  });

  it('still reads a real compressed body', async () => {
    const search = '{"term":"teach","models":["event"]}';
    for (const [encoding, body] of [
      ['gzip', gzipSync(search)],
      ['br', brotliCompressSync(search)],
    ] as const) {
      const response = await json(server, '/search', new Uint8Array(body), { 'content-encoding': encoding });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { models: string[] }).models).toEqual(['event']);
    }
  });

  it('gave only answers the contract declares', () => {
    expect(server.violations).toEqual([]);
  });
});
