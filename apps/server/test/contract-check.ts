import Ajv, { type ValidateFunction } from 'ajv';
import type { Document, OpenAPIBackend, Operation } from 'openapi-backend';
import { loadOpenApiDocument } from '../src/http/contract.ts';
import { newOpenApiBackend } from './openapi-backend.ts';

/**
 * Checks responses against openapi.yaml: the test harness runs every response of the API client
 * through this, and a test fails on the first status, body or error code the contract does not
 * describe. Strict on purpose (issue 11): the status must be declared for the operation itself (the
 * contract has no `default` answer and no `4XX` range to fall back on), the content type must be one
 * the status declares, the body must match that status's schema, and an error body's `status` must be
 * the answer's (its `error` code is checked by the `Error` schema's enum).
 */
export interface ContractViolation {
  method: string;
  path: string;
  status: number;
  problem: string;
}

interface Contract {
  api: OpenAPIBackend;
  document: Document;
  /** The `Error` schema, for answers that belong to no operation (unmatched paths). */
  validateError: ValidateFunction;
}

let shared: Promise<Contract> | null = null;

async function contract(): Promise<Contract> {
  shared ??= (async () => {
    const document = loadOpenApiDocument();
    const api = newOpenApiBackend(document);
    await api.init();
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'contract', components: document.components ?? {} });
    const validateError = ajv.compile({ $ref: 'contract#/components/schemas/Error' });
    return { api, document, validateError };
  })();
  return shared;
}

type DeclaredResponse = { content?: Record<string, unknown>; $ref?: string };

/** The response object an operation declares for exactly this status (`$ref` followed), if any. */
function declaredResponse(document: Document, operation: Operation, status: number): DeclaredResponse | null {
  let response = (operation.responses as Record<string, DeclaredResponse> | undefined)?.[String(status)];
  const ref = response?.$ref;
  if (ref?.startsWith('#/components/responses/')) {
    const name = ref.slice('#/components/responses/'.length);
    response = (document.components?.responses as Record<string, DeclaredResponse> | undefined)?.[name];
  }
  return response ?? null;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

function describeErrors(errors: readonly { instancePath?: string; message?: string }[] | null | undefined) {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
}

async function jsonBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return Symbol.for('not JSON');
  }
}

/** Problems of an error body: not the `Error` shape, or a `status` that is not the answer's. */
function errorBodyProblem(validate: ValidateFunction, body: unknown, status: number): string | null {
  if (!validate(body)) return `error body does not match the contract: ${describeErrors(validate.errors)}`;
  const said = (body as { status: number }).status;
  return said === status ? null : `error body says status ${said}, the answer is ${status}`;
}

/**
 * An answer to a request no operation describes. Only the contract's answers for those are accepted:
 * a JSON 404 `not_found` (an unmatched API path), a JSON 405 on a path whose operations declare 405,
 * and the HTTP server's 400/414/431 (answered before routing); anything else (an HTML page, another
 * status) is a violation, as before.
 */
async function checkUnmatched(
  { api, document, validateError }: Contract,
  path: string,
  response: Response,
): Promise<string | null> {
  const status = response.status;
  if (
    ![400, 404, 405, 414, 431].includes(status) ||
    mediaTypeOf(response.headers.get('content-type')) !== 'application/json'
  ) {
    return 'no operation in openapi.yaml';
  }
  if (status === 405) {
    const siblings = METHODS.flatMap(
      (other) => api.router.matchOperation({ method: other, path, headers: {} }) || [],
    );
    if (siblings.length === 0) return `405 on ${path}, which openapi.yaml does not have`;
    const undeclared = siblings.filter((o) => !declaredResponse(document, o, 405));
    if (undeclared.length > 0)
      return `405 is not declared for ${undeclared.map((o) => o.operationId).join(', ')}`;
  }
  return errorBodyProblem(validateError, await jsonBody(response), status);
}

/** The media type of a `Content-Type` value, without its parameters. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** What an answer is, for {@link operationAnswerProblem}. */
export interface AnswerToCheck {
  status: number;
  /** The `Content-Type` header. */
  contentType: string | null;
  /** Reads the body as JSON (a value that is not JSON fails the schema); null: no body to check (HEAD, a stream). */
  readJson: (() => Promise<unknown>) | null;
}

/**
 * What is wrong with an answer of the operation `operationId` (null: nothing): its status is not
 * declared for the operation by number, its media type is not one that status declares, or its JSON
 * body does not match that status's schema (an error body: the `Error` shape, its code in the enum,
 * its `status` the answer's). The one answer check of the harness and of the contract fuzzer.
 */
export async function operationAnswerProblem(
  operationId: string,
  answer: AnswerToCheck,
): Promise<string | null> {
  const checked = await contract();
  const operation = checked.api.getOperation(operationId);
  if (!operation) return `no operation ${operationId} in openapi.yaml`;
  return answerProblem(checked, operation, answer);
}

async function answerProblem(
  checked: Contract,
  operation: Operation,
  { status, contentType, readJson }: AnswerToCheck,
): Promise<string | null> {
  const declared = declaredResponse(checked.document, operation, status);
  if (!declared) return `undeclared status ${status} for ${operation.operationId}`;
  const content = declared.content;
  if (!content || !readJson) return null;
  const type = mediaTypeOf(contentType);
  if (!(type in content)) {
    return `content type '${type}' is not declared for ${operation.operationId} ${status} (${Object.keys(content).join(', ')})`;
  }
  if (type !== 'application/json') return null;
  const body = await readJson();
  const result = checked.api.validator.validateResponse(body, operation, status);
  if (!result.valid) return `body does not match the contract: ${describeErrors(result.errors)}`;
  return status >= 400 ? errorBodyProblem(checked.validateError, body, status) : null;
}

export async function checkResponse(
  method: string,
  url: string,
  response: Response,
): Promise<ContractViolation | null> {
  const checked = await contract();
  const path = new URL(url).pathname;
  const status = response.status;
  // HEAD is GET without a body (Node and Koa answer it so); the contract declares the GET.
  const matched = method === 'HEAD' ? 'GET' : method;
  const operation = checked.api.router.matchOperation({ method: matched, path, headers: {} });
  const problem = operation
    ? await answerProblem(checked, operation, {
        status,
        contentType: response.headers.get('content-type'),
        readJson: method === 'HEAD' ? null : () => jsonBody(response),
      })
    : await checkUnmatched(checked, path, response);
  return problem ? { method, path, status, problem } : null;
}

/** Wraps a fetch so that every response is checked against the contract; violations are collected. */
export function contractCheckedFetch(inner: typeof fetch, violations: ContractViolation[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await inner(request);
    const violation = await checkResponse(request.method, request.url, response);
    if (violation) violations.push(violation);
    return response;
  };
}
