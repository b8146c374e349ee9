import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { type ErrorBody, HttpError } from './errors.ts';

function isStatusError(
  err: unknown,
): err is { status: number; expose?: boolean; message: string; type?: string } {
  return typeof err === 'object' && err !== null && typeof (err as { status?: unknown }).status === 'number';
}

/**
 * One error middleware, first in the chain: known errors map to their status and the contract's
 * JSON error body; Koa/body-parser client errors (malformed JSON, payload too large) keep their 4xx;
 * anything else is a 500 with a generic body, logged with the request id.
 */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      let body: ErrorBody;
      if (err instanceof HttpError) {
        body = err.toBody();
      } else if (isStatusError(err) && err.status >= 400 && err.status < 500) {
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
        body = { status: err.status, error: code, message };
      } else {
        logger.error({ err, reqId: ctx.state.reqId, method: ctx.method, path: ctx.path }, 'unhandled error');
        body = {
          status: 500,
          error: 'internal_error',
          message: 'Something went wrong on our side. Please try again.',
        };
      }
      ctx.status = body.status;
      ctx.body = body;
      if (body.status === 401) ctx.set('WWW-Authenticate', 'Session');
    }
  };
}
