import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { bodyParser } from '@koa/bodyparser';
import Koa, { type Middleware } from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMiddleware } from './error-middleware.ts';
import { jsonBodyFastPath, parseStrictJson } from './json-body.ts';

/**
 * The lean JSON reader against @koa/bodyparser, the parser it stands in front of: two real servers,
 * one with each, the same requests, the same answers (status and body, errors included).
 */

const LIMIT = 64;

function serve(parser: Middleware): Promise<{ url: string; close: () => Promise<void> }> {
  const koa = new Koa();
  // A request cut short makes Koa report the failed write of its answer: expected here.
  koa.silent = true;
  koa.use(errorMiddleware(pino({ level: 'silent' })));
  koa.use(parser);
  koa.use((ctx) => {
    const request = ctx.request as { body?: unknown; rawBody?: unknown };
    ctx.body = { body: request.body ?? null, raw: request.rawBody ?? null };
  });
  const server = koa.listen(0, '127.0.0.1');
  return new Promise((resolve) =>
    server.once('listening', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

/** Sends raw HTTP/1.1 bytes (for a Content-Length that lies) and answers the status line's code. */
function rawStatus(url: string, request: string): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(text.split(' ')[1])));
  });
}

describe('jsonBodyFastPath', () => {
  const parserOptions: Parameters<typeof bodyParser>[0] = {
    enableTypes: ['json', 'form'],
    jsonLimit: `${LIMIT}b`,
    formLimit: '64kb',
    encoding: 'utf-8',
  };
  let fast: Awaited<ReturnType<typeof serve>>;
  let reference: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    fast = await serve(jsonBodyFastPath(LIMIT, bodyParser(parserOptions)));
    reference = await serve(bodyParser(parserOptions));
  });

  afterAll(async () => {
    await fast.close();
    await reference.close();
  });

  const cases: [string, { method?: string; type?: string; body?: string | Uint8Array<ArrayBuffer> }][] = [
    ['an object', { body: '{"q":"teach","n":[1,2]}' }],
    ['an array', { body: ' \n[1, {"a": null}]' }],
    ['no body', { body: '' }],
    ['a string', { body: '"teach"' }],
    ['null', { body: 'null' }],
    ['broken JSON', { body: '{"q": ' }],
    ['a __proto__ key', { body: '{"a": {"__proto__": {"x": 1}}}' }],
    ['an escaped __proto__ key', { body: '{"\\u005f_proto__": 1}' }],
    ['"__proto__" as a value', { body: '{"a": "__proto__"}' }],
    ['a byte order mark', { body: Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from('{"a":1}')]) }],
    ['accents', { body: '{"q":"Élève"}' }],
    ['a body over the limit', { body: JSON.stringify({ q: 'x'.repeat(LIMIT) }) }],
    ['a charset', { type: 'application/json; charset=utf-8', body: '{"a":1}' }],
    ['an upper-case type', { type: 'Application/JSON', body: '{"a":1}' }],
    ['another JSON type', { type: 'application/vnd.api+json', body: '{"a":1}' }],
    ['a form', { type: 'application/x-www-form-urlencoded', body: 'a=1&b=2' }],
    ['a text body', { type: 'text/plain', body: 'hello' }],
    ['a PUT', { method: 'PUT', body: '{"a":1}' }],
    ['a DELETE', { method: 'DELETE', body: '{"a":1}' }],
  ];

  it.each(cases)('answers %s as @koa/bodyparser does', async (_label, { method = 'POST', type, body }) => {
    const send = async (base: string) => {
      const response = await fetch(base, {
        method,
        headers: { 'content-type': type ?? 'application/json' },
        body,
      });
      return { status: response.status, body: await response.json() };
    };
    const expected = await send(reference.url);
    expect(await send(fast.url)).toEqual(expected);
  });

  it('refuses a declared length over the limit before reading, and a length that lies', async () => {
    const head = (length: number) =>
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
    expect(await rawStatus(fast.url, `${head(1000)}{}`)).toBe(413);
    expect(await rawStatus(reference.url, `${head(1000)}{}`)).toBe(413);
    // Fewer bytes than declared, then the client closes its side: the body never completes.
    const short = `${head(20)}{"a":1}`;
    expect(await rawStatus(fast.url, short)).toBe(await rawStatus(reference.url, short));
  });

  it('keeps what the parsers say for the error bodies', async () => {
    const response = await fetch(fast.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"q": ',
    });
    expect(await response.json()).toEqual({
      status: 400,
      error: 'bad_request',
      message: 'The request body is not valid JSON',
    });
    const large = await fetch(fast.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: 'x'.repeat(LIMIT) }),
    });
    expect(await large.json()).toEqual({
      status: 413,
      error: 'payload_too_large',
      message: 'request entity too large',
    });
  });
});

describe('jsonBodyFastPath with content encodings and bytes (issue 11)', () => {
  let server: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    server = await serve(
      jsonBodyFastPath(LIMIT, bodyParser({ enableTypes: ['json', 'form'], jsonLimit: `${LIMIT}b` })),
    );
  });

  afterAll(async () => {
    await server.close();
  });

  const send = async (body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string>) => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const json = '{"q":"Élève"}';
  const bytes = (buffer: Buffer) => new Uint8Array(buffer);

  it.each([
    ['gzip', bytes(gzipSync(json))],
    ['x-gzip', bytes(gzipSync(json))],
    ['deflate', bytes(deflateSync(json))],
    ['br', bytes(brotliCompressSync(json))],
    ['identity', json],
  ] as const)('reads a %s body', async (encoding, body) => {
    expect(await send(body, { 'content-encoding': encoding })).toEqual({
      status: 200,
      body: { body: { q: 'Élève' }, raw: json },
    });
  });

  it.each(['gzip', 'deflate', 'br'])('answers 400 to a body that is not %s as it says', async (encoding) => {
    const { status, body } = await send(json, { 'content-encoding': encoding });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'bad_request', message: expect.stringContaining(encoding) });
  });

  it('answers 400 to a truncated gzip body', async () => {
    const gzip = gzipSync(json);
    const { status } = await send(bytes(gzip.subarray(0, gzip.length - 6)), { 'content-encoding': 'gzip' });
    expect(status).toBe(400);
  });

  it('answers 415 to an unknown encoding', async () => {
    expect(await send(json, { 'content-encoding': 'zstd' })).toMatchObject({
      status: 415,
      body: { status: 415, error: 'unsupported_media_type' },
    });
  });

  it('cuts a body that decodes to more than the limit (a zip bomb) with 413', async () => {
    const bomb = bytes(gzipSync(`{"q":"${'0'.repeat(1_000_000)}"}`));
    expect(bomb.length).toBeLessThan(LIMIT * 32);
    const { status, body } = await send(bomb, { 'content-encoding': 'gzip' });
    expect(status).toBe(413);
    expect(body).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers 400 to bytes that are not UTF-8', async () => {
    const invalid = Uint8Array.from([...Buffer.from('{"q":"'), 0xff, 0xfe, ...Buffer.from('"}')]);
    expect(await send(invalid, {})).toEqual({
      status: 400,
      body: { status: 400, error: 'bad_request', message: 'The request body is not valid UTF-8' },
    });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await send(Uint8Array.from([0x61, 0x3d, 0xc3]), form)).status).toBe(400);
  });

  it('answers a form (read by @koa/bodyparser) with a lying or unknown encoding with 400 or 415', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const lying = await send('a=1', { ...form, 'content-encoding': encoding });
      expect(lying).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    }
    // A JSON type with a charset goes to @koa/bodyparser too (the fuzzer's Brotli case was a 500).
    const charset = { 'content-type': 'application/json; charset=utf-16', 'content-encoding': 'br' };
    expect(await send('{"id":"u000007"}', charset)).toMatchObject({
      status: 400,
      body: { error: 'bad_request' },
    });
    expect((await send('a=1', { ...form, 'content-encoding': 'zstd' })).status).toBe(415);
    expect(await send(bytes(gzipSync('a=1')), { ...form, 'content-encoding': 'gzip' })).toMatchObject({
      status: 200,
      body: { body: { a: '1' } },
    });
  });
});

describe('parseStrictJson', () => {
  it('accepts objects and arrays only, and nothing as {}', () => {
    expect(parseStrictJson('')).toEqual({});
    expect(parseStrictJson('\t{"a":[1]}')).toEqual({ a: [1] });
    expect(() => parseStrictJson('1')).toThrow(SyntaxError);
  });

  it('refuses an own __proto__ key at any depth', () => {
    expect(() => parseStrictJson('[{"b": {"__proto__": {}}}]')).toThrow('forbidden prototype property');
    expect(parseStrictJson('{"__proto": 1}')).toEqual({ __proto: 1 });
  });
});
