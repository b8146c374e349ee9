import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH, withUrlLimit } from './early-answers.ts';
import { createHttpServer } from './server.ts';

/** The HTTP server every instance runs (server.ts): timeouts and the answers given before Koa. */

let server: Server | null = null;
const others: Server[] = [];

afterEach(async () => {
  for (const s of [server, ...others.splice(0)]) {
    s?.closeAllConnections();
    await new Promise<void>((resolve) => s?.close(() => resolve()) ?? resolve());
  }
  server = null;
});

async function listen(keepAliveTimeoutMs: number): Promise<{ server: Server; port: number }> {
  const ok = withUrlLimit(
    (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    },
    pino({ level: 'silent' }),
  );
  const started = createHttpServer(ok, { keepAliveTimeoutMs }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => started.once('listening', resolve));
  return { server: started, port: (started.address() as AddressInfo).port };
}

async function start(keepAliveTimeoutMs = 65_000): Promise<number> {
  const started = await listen(keepAliveTimeoutMs);
  server = started.server;
  return started.port;
}

/**
 * One keep-alive TCP connection: `get()` sends a request on it and resolves with the answer's status
 * once the whole answer has arrived; `closed` resolves when the server closes the connection.
 */
function keepAliveConnection(port: number): { get: () => Promise<number>; closed: Promise<void> } {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const answers = () => received.split('{"ok":true}').length - 1;
  socket.on('data', (chunk) => {
    received += chunk;
  });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const wanted = answers() + 1;
      const onData = () => {
        if (answers() < wanted) return;
        socket.off('data', onData);
        socket.off('close', onClose);
        const heads = received.split('HTTP/1.1 ');
        resolve(Number(heads[heads.length - 1]?.slice(0, 3)));
      };
      const onClose = () => reject(new Error('the server closed the connection before answering'));
      socket.on('data', onData);
      socket.once('close', onClose);
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    });
  return { get, closed };
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

  it('holds an idle connection for its configured keep-alive timeout, not Node’s default', async () => {
    // Clock-free: a server with a short injected timeout closes its idle connection (an event we wait
    // on); a server configured longer must still answer on its connection, idle at least as long.
    const long = await listen(2_000);
    const short = await listen(100);
    others.push(long.server, short.server);
    const kept = keepAliveConnection(long.port);
    const dropped = keepAliveConnection(short.port);
    expect(await kept.get()).toBe(200);
    expect(await dropped.get()).toBe(200);
    await dropped.closed;
    expect(await kept.get()).toBe(200);
  });

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
