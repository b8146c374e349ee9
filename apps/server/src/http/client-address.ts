import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * Who sent a request and over what, read from the raw Node request the way Koa reads them (`ctx.ip`
 * and `ctx.secure` with `proxy: TRUST_PROXY, maxIpsCount: 1`), for code that answers before Koa (the
 * suggestion fast lane) and must agree with it.
 */

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The client's address: behind a trusted proxy, the last `X-Forwarded-For` entry (the address the
 * proxy saw); otherwise, or when the header is missing, the socket's peer.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = firstHeader(req.headers['x-forwarded-for']);
    if (forwarded) {
      const last = forwarded.split(/\s*,\s*/).at(-1);
      if (last) return last;
    }
  }
  return req.socket.remoteAddress ?? '';
}

/** Whether the request came over TLS: the socket itself, or a trusted proxy's `X-Forwarded-Proto`. */
export function isSecureRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const proto = firstHeader(req.headers['x-forwarded-proto']);
  return proto !== undefined && proto.split(/\s*,\s*/, 1)[0] === 'https';
}
