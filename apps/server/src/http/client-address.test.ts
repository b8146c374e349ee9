import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { clientAddress, isSecureRequest } from './client-address.ts';

/** The raw-request readings agree with Koa's `ctx.ip` and `ctx.secure` (proxy: TRUST_PROXY, maxIpsCount: 1). */

function rawRequest(headers: Record<string, string>, remoteAddress = '10.0.0.9'): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  const req = new IncomingMessage(socket);
  req.headers = headers;
  return req;
}

function koaReading(req: IncomingMessage, proxy: boolean): { ip: string; secure: boolean } {
  const koa = new Koa({ proxy, maxIpsCount: 1 });
  const ctx = koa.createContext(req, {} as never);
  return { ip: ctx.ip, secure: ctx.secure };
}

const cases: [string, Record<string, string>][] = [
  ['no forwarding headers', {}],
  ['one forwarded address', { 'x-forwarded-for': '198.51.100.7' }],
  ['a chain of addresses', { 'x-forwarded-for': '1.1.1.1, 198.51.100.7 ,203.0.113.5' }],
  ['https forwarded', { 'x-forwarded-proto': 'https' }],
  ['a chain of protocols', { 'x-forwarded-proto': 'https, http' }],
  ['http forwarded', { 'x-forwarded-proto': 'http' }],
];

describe('clientAddress and isSecureRequest', () => {
  for (const trust of [true, false]) {
    it.each(cases)(`read %s as Koa does (trust proxy: ${trust})`, (_what, headers) => {
      const req = rawRequest(headers);
      expect({ ip: clientAddress(req, trust), secure: isSecureRequest(req, trust) }).toEqual(
        koaReading(req, trust),
      );
    });
  }

  it('takes the last X-Forwarded-For entry behind a trusted proxy, else the peer', () => {
    const req = rawRequest({ 'x-forwarded-for': '1.1.1.1, 203.0.113.5' });
    expect(clientAddress(req, true)).toBe('203.0.113.5');
    expect(clientAddress(req, false)).toBe('10.0.0.9');
  });
});
