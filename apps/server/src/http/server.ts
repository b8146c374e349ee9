import { createServer, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { App } from '../app.ts';
import type { Config } from '../config.ts';
import { errorBody, MAX_URL_LENGTH, rawErrorAnswer, URI_TOO_LONG } from './early-answers.ts';

/**
 * The HTTP server of an app (`App.listener`): the one place its timeouts and its answers to requests
 * Node cannot parse are set, used by main.ts, the tests and the benchmarks alike.
 *
 * - Keep-alive: an idle connection stays open `keepAliveTimeoutMs` (config KEEP_ALIVE_TIMEOUT_MS,
 *   65 s by default). Node's default (5 s) is shorter than a load balancer's idle timeout (commonly
 *   60 s): the balancer would then send a request on a connection the server has just closed, and its
 *   client would get a 502. The balancer must be the one that closes idle connections.
 * - `headersTimeout` is above the keep-alive timeout (Node requires it for reused connections: a
 *   request arriving just before the idle timeout must still get its headers read).
 * - `requestTimeout` bounds how long a whole request may take to arrive (slow uploads of the 25 MB
 *   import included); a client that takes longer gets its connection closed, with no answer.
 * - Requests the parser refuses get the contract's JSON error (not Node's bare status line or a
 *   reset): headers over Node's limit 431 (414 when it is the request line that is too long), any
 *   other malformed request 400.
 */
export interface HttpServerOptions {
  keepAliveTimeoutMs: number;
  /** Default: the keep-alive timeout + 5 s. */
  headersTimeoutMs?: number;
  /** Default: 5 minutes (Node's). */
  requestTimeoutMs?: number;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 300_000;

/** What Node's parser error means for the client. */
export function clientErrorAnswer(err: NodeJS.ErrnoException & { rawPacket?: Buffer }): string | null {
  switch (err.code) {
    case 'ECONNRESET':
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      // The client left, or is too slow to finish its request (a slowloris): nobody to answer.
      return null;
    case 'HPE_HEADER_OVERFLOW':
      return rawErrorAnswer(
        requestLineTooLong(err.rawPacket)
          ? URI_TOO_LONG
          : errorBody(431, 'request_header_fields_too_large', 'The request headers are too large'),
      );
    default:
      return rawErrorAnswer(errorBody(400, 'bad_request', 'The request is not valid HTTP'));
  }
}

/**
 * Whether the request line alone is over the URL limit: the packet Node was parsing has no line end
 * within the limit. (Node counts the request line in its header limit, so a URL over 16 KB is
 * refused as a header overflow; it is a 414 for the client.)
 */
function requestLineTooLong(packet: Buffer | undefined): boolean {
  if (!packet) return false;
  const end = packet.indexOf('\r\n');
  return end === -1 ? packet.length > MAX_URL_LENGTH : end > MAX_URL_LENGTH;
}

export function createHttpServer(listener: RequestListener, opts: HttpServerOptions): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = opts.keepAliveTimeoutMs;
  server.headersTimeout = opts.headersTimeoutMs ?? opts.keepAliveTimeoutMs + 5_000;
  server.requestTimeout = Math.max(
    opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    server.headersTimeout,
  );
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    // As Node's own handler: no answer once an answer on this socket has begun (it would be mixed into
    // it). `_httpMessage` is Node's (undocumented) link from the socket to its current response.
    const current = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    const answer = socket.writable && !current?.headersSent ? clientErrorAnswer(err) : null;
    if (answer === null) socket.destroy();
    else socket.end(answer);
  });
  return server;
}

/** The HTTP server of an app, with the timeouts of its configuration (not yet listening). */
export function createAppServer(
  app: Pick<App, 'listener'>,
  config: Pick<Config, 'keepAliveTimeoutMs'>,
): Server {
  return createHttpServer(app.listener, { keepAliveTimeoutMs: config.keepAliveTimeoutMs });
}
