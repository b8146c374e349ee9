import type { Server } from 'node:http';
import { Agent, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH, withUrlLimit } from './early-answers.ts';
import { createHttpServer } from './server.ts';

/** The HTTP server every instance runs (server.ts): timeouts and the answers given before Koa. */

let server: Server | null = null;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  server = null;
});

async function start(keepAliveTimeoutMs = 65_000): Promise<number> {
  const ok = withUrlLimit(
    (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    },
    pino({ level: 'silent' }),
  );
  server = createHttpServer(ok, { keepAliveTimeoutMs }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server?.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function exchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', (err) => (answer ? resolve(answer) : reject(err)));
    socket.write(bytes);
  });
}

function parse(answer: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

describe('createHttpServer', () => {
  it('keeps idle connections 65 s by default, headers timeout above it', async () => {
    await start();
    expect(server?.keepAliveTimeout).toBe(65_000);
    expect(server?.headersTimeout).toBe(70_000);
    expect(server?.requestTimeout).toBeGreaterThanOrEqual(70_000);
  });

  it('answers a reused connection after more than Node’s default 5 s of idleness', async () => {
    const port = await start();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const req = request({ port, host: '127.0.0.1', path: '/', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
        });
        req.on('error', reject);
        req.end();
      });
    const first = await get();
    // Idle for longer than Node's default keep-alive timeout (5 s), which closed the connection here.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const second = await get();
    agent.destroy();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socket).toBe(first.socket);
  }, 15_000);

  it('answers an overlong URL 414 with the JSON error body, before the app', async () => {
    const port = await start();
    for (const length of [MAX_URL_LENGTH + 1, 20_000]) {
      const answer = parse(
        await exchange(port, `GET /${'a'.repeat(length)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      );
      expect(answer.status, `${length}`).toBe(414);
      expect(answer.headers).toContain('content-type: application/json');
      expect(answer.body).toMatchObject({ status: 414, error: 'uri_too_long' });
    }
  });

  it('answers headers over Node’s limit 431 with the JSON error body (not a bare status line or a reset)', async () => {
    const port = await start();
    const answer = parse(
      await exchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toContain('x-content-type-options: nosniff');
    expect(answer.body).toMatchObject({ status: 431, error: 'request_header_fields_too_large' });
  });

  it('answers a request that is not HTTP 400 with the JSON error body', async () => {
    const port = await start();
    const answer = parse(await exchange(port, 'HELLO\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, error: 'bad_request' });
  });
});
