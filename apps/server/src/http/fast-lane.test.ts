import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractRouter, loadOpenApiDocument } from './contract.ts';
import { corsPolicy, type EmbedDocument } from './cors.ts';
import { SUGGESTIONS_PATH, type SuggestionAnswer, withSuggestionFastLane } from './fast-lane.ts';

/**
 * Which requests the fast lane answers and which it leaves to Koa (`next`). The answers themselves
 * are compared with the Koa path's in test/suggestion-fast-lane.test.ts, on the real app; here the
 * suggestion answers are a stand-in that echoes the text.
 */

let server: Server;
let port: number;
const passedOn: string[] = [];
const answer: SuggestionAnswer = (body) => JSON.stringify([body.q]);

beforeAll(async () => {
  const document = loadOpenApiDocument();
  const contract = await createContractRouter({}, { document });
  const listener = withSuggestionFastLane(
    {
      answer,
      validator: contract.validator('searchSuggestions'),
      operation: {},
      logger: pino({ level: 'silent' }),
      trustProxy: false,
      cors: corsPolicy(document as EmbedDocument, []),
    },
    (req: IncomingMessage, res) => {
      passedOn.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => res.end('koa'));
    },
  );
  server = createServer(listener).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Sends a request; `chunked` leaves Content-Length out. The answer's text. */
function send(opts: {
  method?: string;
  path?: string;
  type?: string;
  body?: string;
  chunked?: boolean;
  encoding?: string;
}): Promise<string> {
  const body = opts.method === 'GET' ? '' : (opts.body ?? JSON.stringify({ q: 'teach' }));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: opts.method ?? 'POST',
        path: opts.path ?? SUGGESTIONS_PATH,
        headers: {
          'content-type': opts.type ?? 'application/json',
          ...(opts.encoding ? { 'content-encoding': opts.encoding } : {}),
          ...(opts.chunked
            ? { 'transfer-encoding': 'chunked' }
            : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve(text));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('withSuggestionFastLane', () => {
  it('answers a plain JSON suggestion request itself', async () => {
    const before = passedOn.length;
    expect(await send({})).toBe('["teach"]');
    expect(await send({ type: 'Application/JSON; charset=UTF-8' })).toBe('["teach"]');
    expect(passedOn.length).toBe(before);
  });

  it.each([
    ['another content type', { type: 'application/json;charset=utf-8' }],
    ['a form', { type: 'application/x-www-form-urlencoded', body: 'q=teach' }],
    ['a compressed body', { encoding: 'gzip' }],
    ['a body without Content-Length', { chunked: true }],
    ['a query string', { path: `${SUGGESTIONS_PATH}?q=teach` }],
    ['a trailing slash', { path: `${SUGGESTIONS_PATH}/` }],
    ['another method', { method: 'GET' }],
    ['another path', { path: '/search' }],
  ])('leaves %s to Koa', async (_what, opts) => {
    expect(await send(opts)).toBe('koa');
  });

  it('refuses to start when the operation comes to need a CSRF token or a role', async () => {
    const contract = await createContractRouter({}, { document: loadOpenApiDocument() });
    const deps = {
      answer,
      validator: contract.validator('searchSuggestions'),
      logger: pino({ level: 'silent' }),
      trustProxy: false,
      cors: corsPolicy({}, []),
    };
    const next = () => {};
    expect(() => withSuggestionFastLane({ ...deps, operation: { 'x-csrf': true } }, next)).toThrow(/CSRF/);
    expect(() => withSuggestionFastLane({ ...deps, operation: { 'x-roles': ['staff'] } }, next)).toThrow(
      /role/,
    );
  });
});
