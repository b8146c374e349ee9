import addFormats from 'ajv-formats';
import { type Document as BackendDocument, OpenAPIBackend } from 'openapi-backend';
import type { Document } from '../src/http/contract.ts';

/**
 * An openapi-backend instance over the contract, for the tests: they check the server's responses
 * with it, an implementation of OpenAPI independent of the server's own router and validators
 * (`createContractRouter`). `quick: true` skips its check of the document against the OpenAPI 3.0
 * meta-schema (it rejects 3.1 documents); the document is checked by its own test instead. JSON
 * Schema formats (date, date-time, email, uri, …) come from ajv-formats. A dev dependency: the
 * server itself never loads it.
 */
export function newOpenApiBackend(document: Document, opts: { coerceTypes?: boolean } = {}): OpenAPIBackend {
  return new OpenAPIBackend({
    definition: document as BackendDocument,
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
