import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Context, Middleware, Next } from 'koa';

/**
 * A lean reader for the common request body, plain JSON (`application/json` or
 * `application/json; charset=utf-8`, no content encoding), in front of @koa/bodyparser: the same
 * answers for a fraction of the cost (no type-is per type, no co-body / raw-body / iconv layers).
 * Every other request (forms, other JSON types, compressed bodies, a body parsed already, GET…) goes
 * to the full parser, unchanged. What it keeps from @koa/bodyparser (co-body, raw-body, bourne):
 * - a Content-Length above the limit is 413 "request entity too large" before reading; so is a body
 *   that grows past it;
 * - a body shorter or longer than its Content-Length is 400 "request size did not match content
 *   length", an aborted one 400 "request aborted";
 * - UTF-8, a byte order mark dropped; an empty body is `{}`;
 * - strict JSON: only an object or an array (else a SyntaxError, 400), and an own `__proto__` key
 *   anywhere is refused (400);
 * - `ctx.request.body` holds the value, `ctx.request.rawBody` the text.
 */

const FAST_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** What co-body's strict mode accepts: optional JSON white space, then an object or an array. */
const STRICT_JSON = /^[ \t\n\r]*(\[|\{)/;
/** bourne's test for text that may hold a `__proto__` key (escapes included). */
const SUSPECT_PROTO =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;

/** An error as raw-body makes them (http-errors: a status, exposed, a type). */
class BodyError extends Error {
  readonly expose = true;

  constructor(
    readonly status: number,
    message: string,
    readonly type: string,
  ) {
    super(message);
  }
}

interface RequestWithBody {
  body?: unknown;
  rawBody?: string;
}

function hasOwnProto(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  for (const inner of Object.values(value)) if (hasOwnProto(inner)) return true;
  return false;
}

/** co-body's strict parse: `{}` for nothing, objects and arrays only, no `__proto__` keys. */
export function parseStrictJson(text: string): unknown {
  if (text === '') return {};
  if (!STRICT_JSON.test(text)) throw new SyntaxError('invalid JSON, only supports object and array');
  const value = JSON.parse(text) as unknown;
  if (SUSPECT_PROTO.test(text) && hasOwnProto(value)) {
    throw new SyntaxError('Object contains forbidden prototype property');
  }
  return value;
}

/** Reads the request's bytes as UTF-8 text within `limit` bytes, checking the declared length. */
export function readBodyText(req: IncomingMessage, limit: number): Promise<string> {
  const header = req.headers['content-length'];
  const length = header ? Math.trunc(Number(header)) || 0 : null;
  if (length !== null && length > limit) {
    return Promise.reject(new BodyError(413, 'request entity too large', 'entity.too.large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let complete = false;
    const cleanup = () => {
      req.off('aborted', onAborted);
      req.off('close', cleanup);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onEnd);
    };
    const fail = (error: Error) => {
      complete = true;
      cleanup();
      req.unpipe();
      req.pause();
      reject(error);
    };
    function onAborted() {
      if (!complete) fail(new BodyError(400, 'request aborted', 'request.aborted'));
    }
    function onData(chunk: Buffer) {
      if (complete) return;
      received += chunk.length;
      if (received > limit) fail(new BodyError(413, 'request entity too large', 'entity.too.large'));
      else chunks.push(chunk);
    }
    function onEnd(error?: Error) {
      if (complete) return;
      if (error) return fail(error);
      if (length !== null && received !== length) {
        return fail(new BodyError(400, 'request size did not match content length', 'request.size.invalid'));
      }
      complete = true;
      cleanup();
      const bytes = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received);
      const text = bytes.toString('utf8');
      resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    req.on('aborted', onAborted);
    req.on('close', cleanup);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onEnd);
  });
}

/** Whether the headers announce a plain JSON body (one of FAST_TYPES, no content encoding). */
export function isPlainJsonBody(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type'];
  const encoding = headers['content-encoding'];
  return (
    typeof type === 'string' &&
    FAST_TYPES.has(type.toLowerCase()) &&
    (encoding === undefined || encoding === 'identity')
  );
}

/** Whether this request is one the fast path reads the way @koa/bodyparser would. */
function isPlainJson(ctx: Context): boolean {
  const request = ctx.request as RequestWithBody;
  return (
    PARSED_METHODS.has(ctx.method) &&
    request.body === undefined &&
    !(ctx as { disableBodyParser?: boolean }).disableBodyParser &&
    !ctx.req.closed &&
    isPlainJsonBody(ctx.req.headers)
  );
}

/** co-body's strict parse of a body's text; a parse error is a 400 (as @koa/bodyparser answers it). */
export function parseJsonBody(text: string): unknown {
  try {
    return parseStrictJson(text);
  } catch (error) {
    (error as { status?: number }).status = 400;
    throw error;
  }
}

/** Plain JSON bodies up to `limit` bytes read here; everything else by `fallback` (@koa/bodyparser). */
export function jsonBodyFastPath(limit: number, fallback: Middleware): Middleware {
  return async (ctx: Context, next: Next) => {
    if (!isPlainJson(ctx)) return fallback(ctx, next);
    const text = await readBodyText(ctx.req, limit);
    const body = parseJsonBody(text);
    const request = ctx.request as RequestWithBody;
    request.body = body;
    if (request.rawBody === undefined) request.rawBody = text;
    return next();
  };
}
