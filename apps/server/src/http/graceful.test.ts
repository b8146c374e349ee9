import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful.ts';

function get(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/' }, (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('closeGracefully', () => {
  it('lets an in-flight request finish and refuses new connections', async () => {
    // The request stays in flight until the test has seen new connections refused, then finishes.
    let arrived!: (finish: () => void) => void;
    const inFlight = new Promise<() => void>((r) => {
      arrived = r;
    });
    const server = createServer((_req, res) => arrived(() => res.end('finished')));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const pending = get(port);
    const finish = await inFlight;
    const closing = closeGracefully(server, 5_000);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    finish();
    await expect(pending).resolves.toEqual({ status: 200, body: 'finished' });
    await expect(closing).resolves.toEqual({ forced: false });
  });

  it('cuts requests that outlast the grace period', async () => {
    const server = createServer(() => {
      // never answers
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const arrived = new Promise((r) => server.once('request', r));
    const pending = get(port).catch((err: Error) => err.message);
    await arrived;
    await expect(closeGracefully(server, 100)).resolves.toEqual({ forced: true });
    await expect(pending).resolves.toMatch(/socket hang up|ECONNRESET/);
  });
});
