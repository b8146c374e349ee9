import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { isConnectionLoss } from '../db/connection-errors.ts';
import { type ErrorBody, HttpError, serviceUnavailable } from './errors.ts';
import { redactUrl } from './redact-url.ts';

/**
 * `Retry-After` of the 503 a lost database connection gives: a restart or failover of PostgreSQL
 * takes seconds, and the pool makes new connections on the next request (docs/decisions/0005).
 */
export const DATABASE_RETRY_AFTER_SECONDS = 3;

function isStatusError(
  err: unknown,
): err is { status: number; expose?: boolean; message: string; type?: string } {
  return typeof err === 'object' && err !== null && typeof (err as { status?: unknown }).status === 'number';
}

/** What an error is answered with: the contract's JSON error body and the headers that go with it. */
export interface ErrorAnswer {
  body: ErrorBody;
  headers: Readonly<Record<string, string>>;
}

/**
 * Maps a thrown error to its answer: known errors ({@link HttpError}) to their status, body and
 * headers; Koa/body-parser client errors (malformed JSON, payload too large) keep their 4xx; a lost
 * or refused database connection is a 503 `unavailable` with `Retry-After` (only the requests that
 * used it fail; the instance recovers when the database is back); anything else is `unexpected`
 * (logged by the caller) and a 500 with a generic body. Shared by the error middleware and the paths
 * that answer before Koa (fast-lane.ts), so that both say the same.
 */
export function errorAnswer(err: unknown): ErrorAnswer & { unexpected: boolean } {
  if (err instanceof HttpError) {
    // A refused favorites token says so itself (`Bearer error="invalid_token"`, http/bearer.ts).
    const headers = err.status === 401 ? { 'WWW-Authenticate': 'Session', ...err.headers } : err.headers;
    return { body: err.toBody(), headers, unexpected: false };
  }
  if (isStatusError(err) && err.status >= 400 && err.status < 500) {
    const code =
      err.status === 413
        ? 'payload_too_large'
        : err.status === 415
          ? 'unsupported_media_type'
          : 'bad_request';
    const message =
      err instanceof SyntaxError || err.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON'
        : err.expose
          ? err.message
          : 'Bad request';
    return { body: { status: err.status, error: code, message }, headers: {}, unexpected: false };
  }
  if (isConnectionLoss(err)) {
    const unavailable = serviceUnavailable(DATABASE_RETRY_AFTER_SECONDS);
    return { body: unavailable.toBody(), headers: unavailable.headers, unexpected: false };
  }
  return {
    body: {
      status: 500,
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    },
    headers: {},
    unexpected: true,
  };
}

/**
 * One error middleware, first in the chain: every error becomes the answer {@link errorAnswer} gives;
 * unexpected ones are logged with the request id.
 */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const answer = errorAnswer(err);
      if (answer.unexpected) {
        logger.error(
          { err, reqId: ctx.state.reqId, method: ctx.method, path: redactUrl(ctx.path) },
          'unhandled error',
        );
      }
      ctx.status = answer.body.status;
      ctx.body = answer.body;
      for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
    }
  };
}
