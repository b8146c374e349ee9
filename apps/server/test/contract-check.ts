import type { OpenAPIBackend } from 'openapi-backend';
import { loadOpenApiDocument, newOpenApiBackend } from '../src/http/contract.ts';

/**
 * Checks responses against openapi.yaml: the test harness runs every response of the API client
 * through this, and a test fails on the first body or status the contract does not describe.
 */
export interface ContractViolation {
  method: string;
  path: string;
  status: number;
  problem: string;
}

let shared: Promise<OpenAPIBackend> | null = null;

async function contractApi(): Promise<OpenAPIBackend> {
  shared ??= (async () => {
    const api = newOpenApiBackend(loadOpenApiDocument());
    await api.init();
    return api;
  })();
  return shared;
}

export async function checkResponse(
  method: string,
  url: string,
  response: Response,
): Promise<ContractViolation | null> {
  const api = await contractApi();
  const path = new URL(url).pathname;
  const operation = api.router.matchOperation({ method, path, headers: {} });
  if (!operation) return { method, path, status: response.status, problem: 'no operation in openapi.yaml' };
  const responses = operation.responses ?? {};
  const statusKey = String(response.status);
  const declared = responses[statusKey] ?? responses[`${statusKey[0]}XX`] ?? responses.default;
  if (!declared) {
    return {
      method,
      path,
      status: response.status,
      problem: `status ${statusKey} is not declared for ${operation.operationId}`,
    };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  const body: unknown = await response.clone().json();
  const result = api.validator.validateResponse(body, operation, response.status);
  if (!result.valid) {
    const errors = (result.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    return { method, path, status: response.status, problem: `body does not match the contract: ${errors}` };
  }
  return null;
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
