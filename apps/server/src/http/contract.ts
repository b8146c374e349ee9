import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseQueryString } from 'node:querystring';
import type { Context as KoaContext, Middleware } from 'koa';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse as parseYaml } from 'yaml';
import { REPO_ROOT } from '../paths.ts';
import { badRequest, type ErrorDetail, HttpError, notFound } from './errors.ts';
import type { AnyHandler, ApiRequest, OperationId, RouterHandlers } from './implementation.ts';
import {
  compileValidators,
  type OperationInput,
  type OperationParameter,
  type OperationValidator,
  resolveLocal,
} from './request-validators.ts';
import { OPENAPI_METHODS, RouteTable } from './route-table.ts';

/** The contract: the repository's openapi.yaml, the single source of truth for every HTTP call. */
export const OPENAPI_PATH = path.join(REPO_ROOT, 'openapi.yaml');

/** The contract as parsed from openapi.yaml (OpenAPI 3.1). */
export type Document = OpenAPIV3_1.Document;

export function loadOpenApiDocument(file: string = OPENAPI_PATH): Document {
  return parseYaml(readFileSync(file, 'utf8')) as Document;
}

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

/** At most this many problems are listed in a 400 (the message says how many more there were). */
export const MAX_LISTED_ERRORS = 20;
/** A path or message longer than this is cut (a 1 MB unknown key must not come back in the answer). */
const MAX_DETAIL_LENGTH = 200;

const cut = (text: string) =>
  text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text;

/**
 * The 400 `validation_failed` error naming the problems the validator found: the first
 * {@link MAX_LISTED_ERRORS}, each path and message cut to a readable length, so that the answer stays
 * small whatever the request held.
 */
export function validationFailure(errors: readonly AjvLikeError[]): HttpError {
  const details = toErrorDetails(errors.slice(0, MAX_LISTED_ERRORS)).map((d) => ({
    ...d,
    path: cut(d.path),
    message: cut(d.message),
  }));
  return badRequest(describe(details, errors.length), details);
}

function describe(details: ErrorDetail[], total: number): string {
  const first = details[0];
  if (!first) return 'The request is invalid';
  const field = first.path === '/' ? first.in : `${first.in} ${first.path}`;
  const more = total > 1 ? ` (and ${total - 1} more)` : '';
  return `Invalid request: ${field} ${first.message}${more}`;
}

export interface ContractRouter {
  middleware: Middleware;
  /** operationIds of the contract without a handler (answered 500: app.ts's types rule them out). */
  unimplemented: string[];
  /** The compiled request validator of an operation (for paths that answer before Koa: fast-lane.ts). */
  validator: (operationId: string) => OperationValidator;
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

/** One operation as the router holds it: compiled once, looked up per request. */
interface Route {
  operationId: OperationId;
  /** `x-csrf: true`: state-changing, the CSRF token is checked before anything else. */
  csrf: boolean;
  validator: OperationValidator;
  handler: AnyHandler;
  /** Path parameters whose bad value answers a plain 400 with this message (`x-invalid-message`). */
  invalidMessages: ReadonlyMap<string, string>;
  /** Whether the operation declares a 404 (an identifier holding NUL answers it; else the 400). */
  declaresNotFound: boolean;
}

/**
 * The `x-invalid-message` of the operation's path parameters: the message the product names for a bad
 * value (favorite types: "invalid favorite type"), answered as a plain 400 instead of the problem list.
 */
function invalidMessagesOf(parameters: readonly OperationParameter[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const parameter of parameters) {
    const message = parameter['x-invalid-message'];
    if (parameter.in === 'path' && typeof message === 'string') messages.set(parameter.name, message);
  }
  return messages;
}

/** The named message of the first bad path parameter that has one, if any. */
function namedInvalidMessage(route: Route, errors: readonly AjvLikeError[]): string | undefined {
  if (route.invalidMessages.size === 0) return undefined;
  for (const error of errors) {
    const [, where, name] = (error.instancePath ?? '').split('/');
    const message = where === 'path' && name !== undefined ? route.invalidMessages.get(name) : undefined;
    if (message) return message;
  }
  return undefined;
}

/** The operations of the document, with their path-level parameters and `$ref`s followed. */
function operationsOf(
  document: Document,
): { path: string; method: string; operation: OperationInput & Record<string, unknown> }[] {
  const json = document as unknown as Record<string, unknown>;
  const operations = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const pathItem = (item ?? {}) as Record<string, unknown>;
    for (const method of OPENAPI_METHODS) {
      const operation = pathItem[method] as (Record<string, unknown> & { operationId?: string }) | undefined;
      if (!operation || typeof operation.operationId !== 'string') continue;
      const parameters = [
        ...((operation.parameters as unknown[] | undefined) ?? []),
        ...((pathItem.parameters as unknown[] | undefined) ?? []),
      ].map((p) => resolveLocal(json, p) as OperationParameter);
      const requestBody = resolveLocal(json, operation.requestBody) as OperationInput['requestBody'];
      operations.push({
        path,
        method,
        operation: { ...operation, operationId: operation.operationId, parameters, requestBody },
      });
    }
  }
  return operations;
}

/**
 * The query string as an object: a repeated name gives a list (`a=1&a=2`), `+` is a space. Names are
 * taken as they are (`a[b]=1` is the parameter `a[b]`, unknown to the contract, so a 400 names it).
 */
function parseQuery(querystring: string): Record<string, unknown> {
  return querystring === '' ? {} : { ...parseQueryString(querystring) };
}

/**
 * Path parameters that name something the handler looks up (`id`, `itemId`, a link `token`): one that
 * holds a NUL character names nothing that can exist (PostgreSQL text cannot hold it), so the answer is
 * the operation's 404, not a 400 (when the operation has a 404: removing a favorite, idempotent, has
 * none, so there it is the 400). In any other path parameter (a type, a seed) it is a 400, as it is in
 * a query value or the body (request-shape.ts, checked by the validator).
 */
const IDENTIFIER_PARAMETER = /^(?:id|token)$|Id$/;

function identifierWithNul(params: Record<string, string>): string | undefined {
  return Object.keys(params).find((name) => IDENTIFIER_PARAMETER.test(name) && params[name]?.includes('\0'));
}

function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const semicolon = value.indexOf(';');
  return (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase() === 'application/json';
}

/**
 * The contract router. Built once from openapi.yaml: a route table (concrete paths in a Map, templated
 * ones by segment count) and one compiled Ajv validator per operation for its body and one for its
 * parameters; a request costs a Map lookup and two validator calls. The behaviour is the one the
 * openapi-backend router had: 400 `validation_failed` naming each problem, 405 for another method on a
 * path the contract has (GET and HEAD go on to the site), path and query coerced to their types,
 * `x-csrf` checked before validation, trailing slashes ignored, 500 for an operation without a handler.
 */
export async function createContractRouter(
  handlers: RouterHandlers,
  opts: ContractOptions = {},
): Promise<ContractRouter> {
  const document = opts.document ?? loadOpenApiDocument();
  const operations = operationsOf(document);
  const validators = compileValidators(
    document as unknown as Record<string, unknown>,
    operations.map((o) => o.operation),
  );
  const notImplemented: AnyHandler = (req) => {
    // A programming error that app.ts's types rule out (they require a handler for every operation).
    throw new HttpError(500, 'internal_error', `${req.operationId} has no handler`);
  };
  const unimplemented: string[] = [];
  const entries: [string, string, Route][] = [];
  for (const { path, method, operation } of operations) {
    const id = operation.operationId;
    const handler = handlers[id];
    if (!handler) unimplemented.push(id);
    entries.push([
      path,
      method,
      {
        // An operationId of the document, hence of the generated contract.
        operationId: id as OperationId,
        // openapi.yaml marks every state-changing operation with `x-csrf: true`.
        csrf: operation['x-csrf'] === true,
        validator: validators.get(id) as OperationValidator,
        handler: handler ?? notImplemented,
        invalidMessages: invalidMessagesOf(operation.parameters),
        declaresNotFound: Object.hasOwn((operation.responses ?? {}) as object, '404'),
      },
    ]);
  }
  const table = new RouteTable(entries);

  const middleware: Middleware = async (ctx, next) => {
    let found: ReturnType<typeof table.match>;
    try {
      found = table.match(ctx.method, ctx.path);
    } catch (error) {
      if (!(error instanceof URIError)) throw error;
      const message = 'is not valid percent-encoding';
      throw badRequest(`Invalid request: path ${message}`, [{ in: 'path', path: '/', message }]);
    }
    if (!found) {
      // Same path, other method: an HTML GET goes on to the site (e.g. GET /search), else 405.
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && table.hasPathForOtherMethods(ctx.path)) {
        throw new HttpError(405, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}`);
      }
      return next();
    }
    const route = found.value;
    if (opts.verifyCsrf && route.csrf) opts.verifyCsrf(ctx);
    const nulIdentifier = identifierWithNul(found.params);
    if (nulIdentifier && route.declaresNotFound) throw notFound(`No record has this ${nulIdentifier}`);
    const query = parseQuery(ctx.querystring);
    const body =
      ctx.method === 'GET' || ctx.method === 'HEAD' ? undefined : (ctx.request as { body?: unknown }).body;
    const headers = ctx.headers as Record<string, string | string[] | undefined>;
    const errors = route.validator.validate({
      params: found.params,
      query,
      headers,
      body,
      jsonContentType: isJsonContentType(ctx.headers['content-type']),
    });
    if (errors.length > 0) {
      const named = namedInvalidMessage(route, errors);
      throw named ? badRequest(named) : validationFailure(errors);
    }
    // Validated: the handler's request types (implementation.ts) hold from here on.
    const request = {
      operationId: route.operationId,
      params: found.params,
      query,
      body,
      headers,
    } as ApiRequest;
    await route.handler(request, ctx);
  };
  const validator = (operationId: string) => {
    const found = validators.get(operationId);
    if (!found) throw new Error(`openapi.yaml has no operation ${operationId}`);
    return found;
  };
  return { middleware, unimplemented, validator };
}
