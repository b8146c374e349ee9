import { type IncomingMessage, type RequestListener, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Logger } from 'pino';
import type { ErrorBody, ErrorCode } from './errors.ts';
import { logAccess, requestIdFor } from './request-log.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/**
 * Answers given before Koa sees a request: an overlong URL (414, here in the request listener) and
 * what Node's HTTP parser refuses (400, 414, 431, in the server's `clientError` handler, server.ts).
 * Both are the contract's JSON error body with the app's security headers, as every answer is.
 */

/** The longest request target (path and query) the server reads: 8 KB, as common proxies allow. */
export const MAX_URL_LENGTH = 8 * 1024;

export function errorBody(status: number, error: ErrorCode, message: string): ErrorBody {
  return { status, error, message };
}

export const URI_TOO_LONG = errorBody(
  414,
  'uri_too_long',
  `The address is longer than ${MAX_URL_LENGTH} characters`,
);

/** The headers of an early JSON error answer (names and values in one flat list). */
function errorHeaders(payload: string): string[] {
  return [
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(Buffer.byteLength(payload)),
    'Cache-Control',
    'no-store',
    ...SECURITY_HEADERS.flat(),
  ];
}

/**
 * A whole HTTP/1.1 answer as bytes, for a socket whose request Node could not parse (there is no
 * `ServerResponse` then); the connection closes after it.
 */
export function rawErrorAnswer(body: ErrorBody): string {
  const payload = JSON.stringify(body);
  const headers = errorHeaders(payload);
  const lines = [`HTTP/1.1 ${body.status} ${STATUS_CODES[body.status] ?? 'Error'}`, 'Connection: close'];
  for (let i = 0; i < headers.length; i += 2) lines.push(`${headers[i]}: ${headers[i + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n${payload}`;
}

/** Whether the request's target is over {@link MAX_URL_LENGTH}. */
export function urlTooLong(req: IncomingMessage): boolean {
  return (req.url?.length ?? 0) > MAX_URL_LENGTH;
}

/**
 * `next` behind the URL length check: an overlong URL is answered 414 at once, before any routing,
 * parsing or body reading (the body, if any, is not read; the connection closes after the answer).
 */
export function withUrlLimit(next: RequestListener, logger: Logger): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!urlTooLong(req)) {
      next(req, res);
      return;
    }
    const started = process.hrtime.bigint();
    const reqId = requestIdFor(req.headers['x-request-id']);
    const payload = JSON.stringify(URI_TOO_LONG);
    res.shouldKeepAlive = false;
    res.writeHead(414, [...errorHeaders(payload), 'X-Request-Id', reqId]);
    res.end(payload);
    // The path only: the address itself is what is too long (and may carry a secret).
    const path = (req.url ?? '').slice(0, 64);
    logAccess(logger, { reqId, method: req.method ?? '', path: `${path}…`, status: 414, started });
  };
}
