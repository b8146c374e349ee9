import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** Structured access log: one JSON line per request, with a request id echoed as `X-Request-Id`. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('X-Request-Id');
    const reqId = /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.reqId = reqId;
    ctx.set('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = ctx.status >= 500 ? 'error' : ctx.status >= 400 ? 'warn' : 'info';
      // The line is only built when its level is logged (LOG_LEVEL=warn skips every 2xx cheaply).
      if ((ctx.path !== '/healthz' || ctx.status !== 200) && logger.isLevelEnabled(level)) {
        logger[level](
          { reqId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 100) / 100 },
          'request',
        );
      }
    }
  };
}
