import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Contract, FuzzOperation, Json } from './contract-operations.ts';

/**
 * The fuzzer's strict check of one answer against openapi.yaml: no 5xx; the status declared for the
 * operation by its own number (no `default`, no `4XX` range); the media type one that status declares;
 * a JSON body valid against that status's schema (so an error body's `error` is in the contract's
 * enum). Bodies are checked with Ajv's JSON Schema 2020-12 dialect, the one OpenAPI 3.1 uses.
 */
export interface Answer {
  status: number;
  contentType: string;
  /** The body as text (`null`: not read, e.g. an event stream). */
  body: string | null;
}

function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export type AnswerCheck = (operation: FuzzOperation, answer: Answer) => string[];

export function createAnswerCheck(contract: Contract): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const components = contract.document.components;
  const validators = new Map<string, ValidateFunction>();
  // Each response schema is compiled with the document's components beside it, so that its local
  // `$ref`s (`#/components/schemas/…`) resolve.
  const validatorFor = (key: string, schema: Json): ValidateFunction => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ ...schema, components });
      validators.set(key, validate);
    }
    return validate;
  };

  return (operation, answer) => {
    const problems: string[] = [];
    if (answer.status >= 500) problems.push(`5xx: ${answer.status}`);
    const declared = operation.responses[String(answer.status)];
    if (!declared) {
      problems.push(`undeclared status ${answer.status}`);
      return problems;
    }
    const media = mediaTypeOf(answer.contentType);
    const declaredMedia = Object.keys(declared.content);
    // A status without declared content (204, 303): whatever Koa writes along is not part of the API.
    if (declaredMedia.length === 0 || answer.body === null) return problems;
    if (!declaredMedia.includes(media)) {
      problems.push(
        `content type "${media}" not declared for ${answer.status} (${declaredMedia.join(', ')})`,
      );
      return problems;
    }
    const schema = declared.content[media];
    if (!media.includes('json') || !schema) return problems;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      problems.push(`${answer.status} body is not JSON: ${answer.body.slice(0, 80)}`);
      return problems;
    }
    const validate = validatorFor(`${operation.operationId} ${answer.status} ${media}`, schema);
    if (!validate(body)) {
      const error = validate.errors?.[0];
      const code = (body as { error?: unknown } | null)?.error;
      problems.push(
        `${answer.status} body does not match the contract: ${error?.instancePath || '/'} ${error?.message ?? ''}` +
          (typeof code === 'string' ? ` (error "${code}")` : ''),
      );
    }
    return problems;
  };
}
