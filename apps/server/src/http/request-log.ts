import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { redactUrl } from './redact-url.ts';

/** A request id: the client's `X-Request-Id` when it is a sane token, else a new UUID. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

export interface AccessRecord {
  reqId: string;
  method: string;
  /** The request's path (with or without its query): logged with its secret parts redacted. */
  path: string;
  status: number;
  /** When the request came in (process.hrtime.bigint()). */
  started: bigint;
}

/**
 * Writes the access log line of a finished request at the level its status calls for (error for 5xx,
 * warn for 4xx, info otherwise); a healthy health check is not logged. The line is only built when its
 * level is logged (LOG_LEVEL=warn skips every 2xx cheaply). Secret tokens in the path or query (a
 * calendar feed's, a shared schedule's, an OpenID Connect code) are written as `[redacted]`.
 */
export function logAccess(logger: Logger, { reqId, method, path, status, started }: AccessRecord): void {
  const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
  if ((path === '/healthz' && status === 200) || !logger.isLevelEnabled(level)) return;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  logger[level]({ reqId, method, path: redactUrl(path), status, ms: Math.round(ms * 100) / 100 }, 'request');
}

/** Structured access log: one JSON line per request, with a request id echoed as `X-Request-Id`. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const reqId = requestIdFor(ctx.req.headers['x-request-id']);
    ctx.state.reqId = reqId;
    ctx.set('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      logAccess(logger, { reqId, method: ctx.method, path: ctx.path, status: ctx.status, started });
    }
  };
}
