import { readFileSync } from 'node:fs';
import path from 'node:path';
import addFormats from 'ajv-formats';
import type { Context as KoaContext, Middleware } from 'koa';
import { type Document, OpenAPIBackend, type Context as OpenApiContext } from 'openapi-backend';
import { parse as parseYaml } from 'yaml';
import { REPO_ROOT } from '../paths.ts';
import { badRequest, type ErrorDetail, HttpError } from './errors.ts';

/** The contract: the repository's openapi.yaml, the single source of truth for every HTTP call. */
export const OPENAPI_PATH = path.join(REPO_ROOT, 'openapi.yaml');

export function loadOpenApiDocument(file: string = OPENAPI_PATH): Document {
  return parseYaml(readFileSync(file, 'utf8')) as Document;
}

/**
 * An openapi-backend instance over the contract. `quick: true` skips its check of the document
 * against the OpenAPI 3.0 meta-schema (it rejects 3.1 documents); the document is checked by its own
 * test instead. JSON Schema formats (date, date-time, email, uri, …) come from ajv-formats.
 */
export function newOpenApiBackend(document: Document, opts: { coerceTypes?: boolean } = {}): OpenAPIBackend {
  return new OpenAPIBackend({
    definition: document,
    strict: false,
    quick: true,
    validate: true,
    coerceTypes: opts.coerceTypes ?? false,
    ignoreTrailingSlashes: true,
    ajvOpts: { allErrors: true, strict: false },
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
}

/** A validated request, as the handler of one operation sees it (path and query coerced to their types). */
export interface ApiRequest {
  operationId: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export type Handler = (req: ApiRequest, ctx: KoaContext) => Promise<void> | void;
export type Handlers = Record<string, Handler>;

interface AjvLikeError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  keyword?: string;
}

const LOCATIONS: Record<string, ErrorDetail['in']> = {
  requestBody: 'body',
  query: 'query',
  path: 'path',
  params: 'path',
  header: 'header',
  headers: 'header',
};

/** Maps the validator's errors to the contract's `errors` list: where, which field, what is wrong. */
export function toErrorDetails(errors: readonly AjvLikeError[]): ErrorDetail[] {
  return errors.map((e) => {
    const [, first = '', ...rest] = (e.instancePath ?? '').split('/');
    const where = LOCATIONS[first] ?? 'body';
    let path = where === 'body' && !LOCATIONS[first] ? (e.instancePath ?? '') : `/${rest.join('/')}`;
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties' && typeof e.params?.additionalProperty === 'string') {
      path = `${path === '/' ? '' : path}/${e.params.additionalProperty}`;
      message = 'is not an allowed property';
    } else if (e.keyword === 'required' && typeof e.params?.missingProperty === 'string') {
      path = `${path === '/' ? '' : path}/${e.params.missingProperty}`;
      message = 'is required';
    } else if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues)) {
      message = `must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}`;
    }
    return { in: where, path: path || '/', message };
  });
}

function describe(details: ErrorDetail[]): string {
  const first = details[0];
  if (!first) return 'The request is invalid';
  const field = first.path === '/' ? first.in : `${first.in} ${first.path}`;
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  return `Invalid request: ${field} ${first.message}${more}`;
}

export interface ContractRouter {
  middleware: Middleware;
  /** operationIds of the contract without a handler (answered 501). */
  unimplemented: string[];
  api: OpenAPIBackend;
}

/**
 * Routes every request the contract describes to its handler (keyed by operationId), after validating
 * path, query, headers and body against openapi.yaml; a bad request gets 400 with the list of problems.
 * Requests the contract does not describe go on to the next middleware (the site).
 */
export interface ContractOptions {
  /** Throws when a state-changing request (an operation marked `x-csrf: true`) lacks the CSRF token. */
  verifyCsrf?: (ctx: KoaContext) => void;
  document?: Document;
}

export async function createContractRouter(
  handlers: Handlers,
  opts: ContractOptions = {},
): Promise<ContractRouter> {
  const document = opts.document ?? loadOpenApiDocument();
  const api = newOpenApiBackend(document, { coerceTypes: true });
  const notImplemented: Handler = (req) => {
    throw new HttpError(501, 'not_implemented', `${req.operationId} is not implemented yet`);
  };
  const wrap =
    (handler: Handler) =>
    (c: OpenApiContext, ctx: KoaContext): Promise<void> | void =>
      handler(
        {
          operationId: c.operation.operationId ?? '',
          params: c.request.params ?? {},
          query: (c.request.query as Record<string, unknown>) ?? {},
          body: c.request.requestBody,
          headers: c.request.headers,
        },
        ctx,
      );
  await api.init();
  // openapi-backend rebuilds its list of operations (a lodash chain over the whole document) on every
  // call, and routing a request calls it several times: that was most of the cost of a small API call.
  // The document never changes after init, so the list is computed once.
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;
  const unimplemented: string[] = [];
  const registered: Record<string, (c: OpenApiContext, ctx: KoaContext) => Promise<void> | void> = {};
  for (const operation of api.getOperations()) {
    const id = operation.operationId;
    if (!id) continue;
    const handler = handlers[id];
    if (!handler) unimplemented.push(id);
    registered[id] = wrap(handler ?? notImplemented);
  }
  api.register(registered);
  api.register({
    validationFail: (c: OpenApiContext) => {
      const details = toErrorDetails((c.validation.errors ?? []) as AjvLikeError[]);
      throw badRequest(describe(details), details);
    },
  });

  const middleware: Middleware = async (ctx, next) => {
    const operation = api.router.matchOperation({ method: ctx.method, path: ctx.path, headers: {} });
    if (!operation) {
      // Same path, other method: an HTML GET goes on to the site (e.g. GET /search), else 405.
      const pathExists =
        api.router.matchOperation({ method: 'GET', path: ctx.path, headers: {} }) ||
        ['POST', 'PUT', 'PATCH', 'DELETE'].some((m) =>
          api.router.matchOperation({ method: m, path: ctx.path, headers: {} }),
        );
      if (pathExists && !['GET', 'HEAD'].includes(ctx.method)) {
        throw new HttpError(405, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}`);
      }
      return next();
    }
    // openapi.yaml marks every state-changing operation with `x-csrf: true`.
    const needsCsrf = (operation as { 'x-csrf'?: unknown })['x-csrf'] === true;
    if (opts.verifyCsrf && needsCsrf) opts.verifyCsrf(ctx);
    const rawBody = (ctx.request as { body?: unknown }).body;
    await api.handleRequest(
      {
        method: ctx.method,
        path: ctx.path,
        query: ctx.querystring,
        headers: ctx.headers as Record<string, string | string[]>,
        body: ctx.method === 'GET' || ctx.method === 'HEAD' ? undefined : rawBody,
      },
      ctx,
    );
  };
  return { middleware, unimplemented, api };
}
