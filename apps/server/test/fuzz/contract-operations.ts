import { loadOpenApiDocument } from '../../src/http/contract.ts';
import { resolveLocal } from '../../src/http/request-validators.ts';
import { OPENAPI_METHODS } from '../../src/http/route-table.ts';

/**
 * The operations of openapi.yaml as the fuzzer needs them, read from the document at run time (so the
 * fuzz test follows every change of the contract): method and path template, parameters and request
 * body with their JSON Schemas (local `$ref`s of parameters and bodies followed; `$ref`s inside
 * schemas kept, the schema mapper resolves those), the roles and CSRF marks. Answers are checked by
 * the harness's contract check (contract-check.ts, by operationId).
 */

/** A JSON Schema or OpenAPI object, as parsed from the YAML. */
export type Json = Record<string, unknown>;

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Json;
}

export interface FuzzBody {
  required: boolean;
  /** Declared media types (`application/json`, `application/x-www-form-urlencoded`) and their schemas. */
  contentType: string;
  schema: Json;
}

export interface FuzzOperation {
  operationId: string;
  method: string;
  /** The path template, e.g. `/api/web/{year}/events/{id}`. */
  path: string;
  parameters: FuzzParameter[];
  body: FuzzBody | null;
  /** `x-roles` (empty: anyone, visitors included). */
  roles: string[];
  csrf: boolean;
}

export interface Contract {
  document: Json;
  operations: FuzzOperation[];
}

function asJson(value: unknown): Json {
  return value !== null && typeof value === 'object' ? (value as Json) : {};
}

export function loadContract(): Contract {
  const document = loadOpenApiDocument() as unknown as Json;
  const operations: FuzzOperation[] = [];
  for (const [path, rawItem] of Object.entries(asJson(document.paths))) {
    const item = asJson(rawItem);
    for (const method of OPENAPI_METHODS) {
      if (!item[method]) continue;
      const op = asJson(item[method]);
      const rawParams = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])];
      const parameters = rawParams.map((p): FuzzParameter => {
        const param = asJson(resolveLocal(document, p));
        return {
          name: String(param.name),
          in: param.in as FuzzParameter['in'],
          required: param.required === true,
          schema: asJson(param.schema),
        };
      });
      const rawBody = op.requestBody ? asJson(resolveLocal(document, op.requestBody)) : null;
      const [bodyMedia] = Object.entries(asJson(rawBody?.content));
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        parameters,
        body:
          rawBody && bodyMedia
            ? {
                required: rawBody.required === true,
                contentType: bodyMedia[0],
                schema: asJson(asJson(bodyMedia[1]).schema),
              }
            : null,
        roles: (op['x-roles'] as string[] | undefined) ?? [],
        csrf: op['x-csrf'] === true,
      });
    }
  }
  return { document, operations };
}
