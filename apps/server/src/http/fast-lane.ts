import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { SuggestionRequest } from '@conf/contract';
import type { Logger } from 'pino';
import { clientAddress, isSecureRequest } from './client-address.ts';
import { validationFailure } from './contract.ts';
import { answerHeaders, type CorsPolicy } from './cors.ts';
import { errorAnswer } from './error-middleware.ts';
import { isPlainJsonBody, parseJsonBody, readBodyText } from './json-body.ts';
import { logAccess, requestIdFor } from './request-log.ts';
import type { OperationValidator } from './request-validators.ts';
import { HSTS, SECURITY_HEADERS } from './security-headers.ts';

/**
 * The type-ahead's fast lane: `POST /search/suggestions` with a plain JSON body is answered straight
 * from Node's request, before Koa. It is the busiest call of the product (every few keystrokes of
 * thousands of phones) and its answer is usually cached bytes, so Koa's context, middleware chain and
 * body parser would cost more than the answer itself (measured: about half of each request's CPU).
 *
 * It is the same operation, not a second one: the request is read with the app's JSON reader and
 * limit, validated by the contract's compiled validator of `searchSuggestions`, answered by the same
 * {@link SuggestionAnswers} (cache, rate limit, models check), and the answer carries what every
 * answer of the app carries: the security headers (HSTS over TLS), `X-Request-Id` (the client's or a
 * new one), `Cache-Control: no-store`, the contract's JSON error body for every error (same mapping as
 * the error middleware), the CORS headers for an embedding site (cors.ts), and one access log line. The operation needs no session, CSRF token or role
 * (checked against openapi.yaml at start), so nothing of that is skipped.
 *
 * Anything else, including a suggestion request the lane does not read the way the body parser would
 * (another content type, a compressed or chunked body without Content-Length, a query string, a
 * trailing slash), goes to Koa unchanged, where the contract router answers it.
 */

export const SUGGESTIONS_PATH = '/search/suggestions';
/** The app's limit for JSON bodies (app.ts bodyParsers). */
const JSON_LIMIT = 1024 * 1024;
/** Headers of every answer of the lane: JSON, and the app's security headers. */
const ERROR_HEADERS: readonly string[] = [
  'Content-Type',
  'application/json; charset=utf-8',
  ...SECURITY_HEADERS.flat(),
];
/** Headers of a suggestion answer: those, and no caching (as the route's handler sets). */
const ANSWER_HEADERS: readonly string[] = [...ERROR_HEADERS, 'Cache-Control', 'no-store'];

/**
 * The answer to a valid suggestion request, as the JSON text of its body (the same function the
 * route's handler uses: routes/suggestions.ts), given the client's address for rate limiting.
 */
export type SuggestionAnswer = (body: SuggestionRequest, clientAddress: string) => string;

export interface SuggestionFastLaneDeps {
  answer: SuggestionAnswer;
  /** The contract's validator of `searchSuggestions`. */
  validator: OperationValidator;
  /** The operation in openapi.yaml (its `x-csrf` and `x-roles` must be absent). */
  operation: Record<string, unknown>;
  logger: Logger;
  trustProxy: boolean;
  /** The app's CORS policy (cors.ts): suggestions are an embed operation. */
  cors: CorsPolicy;
}

/** Whether the lane takes this request (decided on the request line and headers alone). */
export function takesRequest(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== SUGGESTIONS_PATH || !isPlainJsonBody(req.headers)) return false;
  const length = req.headers['content-length'];
  return (
    length !== undefined && Number(length) <= JSON_LIMIT && req.headers['transfer-encoding'] === undefined
  );
}

/** `next` (Koa's request listener) behind the suggestion fast lane. */
export function withSuggestionFastLane(deps: SuggestionFastLaneDeps, next: RequestListener): RequestListener {
  if (deps.operation['x-csrf'] === true || deps.operation['x-roles'] !== undefined) {
    throw new Error(
      'openapi.yaml: searchSuggestions now needs a CSRF token or a role; the suggestion fast lane cannot answer it',
    );
  }
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = process.hrtime.bigint();
    const reqId = requestIdFor(req.headers['x-request-id']);
    let status = 200;
    let payload: string;
    let extra: readonly string[] = ANSWER_HEADERS;
    try {
      const body = parseJsonBody(await readBodyText(req, JSON_LIMIT));
      const errors = deps.validator.validate({
        params: {},
        query: {},
        headers: req.headers,
        body,
        jsonContentType: true,
      });
      if (errors.length > 0) throw validationFailure(errors);
      payload = deps.answer(body as SuggestionRequest, clientAddress(req, deps.trustProxy));
    } catch (err) {
      const failed = errorAnswer(err);
      if (failed.unexpected) {
        deps.logger.error({ err, reqId, method: 'POST', path: SUGGESTIONS_PATH }, 'unhandled error');
      }
      status = failed.body.status;
      payload = JSON.stringify(failed.body);
      extra = [...ERROR_HEADERS, ...Object.entries(failed.headers).flat()];
    }
    // Names and values in one flat list (Node's cheapest form of writeHead).
    const cors = answerHeaders(
      deps.cors.decide({
        method: 'POST',
        path: SUGGESTIONS_PATH,
        origin: req.headers.origin,
        requestMethod: undefined,
      }),
    );
    const headers = [
      ...extra,
      ...Object.entries(cors).flat(),
      'X-Request-Id',
      reqId,
      'Content-Length',
      String(Buffer.byteLength(payload)),
    ];
    if (isSecureRequest(req, deps.trustProxy)) headers.push(...HSTS);
    res.writeHead(status, headers);
    res.end(payload);
    logAccess(deps.logger, { reqId, method: 'POST', path: SUGGESTIONS_PATH, status, started });
  };
  return (req, res) => {
    if (!takesRequest(req)) {
      next(req, res);
      return;
    }
    answer(req, res).catch((err: unknown) => {
      // Writing the answer failed (the client left): nothing more to send.
      deps.logger.warn({ err, path: SUGGESTIONS_PATH }, 'suggestion answer not sent');
      if (!res.headersSent) res.destroy();
    });
  };
}
