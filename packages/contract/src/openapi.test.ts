import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Checks of openapi.yaml itself: it parses, every schema in it compiles with Ajv (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1), its examples validate, and the house rules of the contract hold.
 */

type Json = Record<string, unknown>;

// A path, not a URL object: in the jsdom environment `URL` is jsdom's, which node:fs does not take.
const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '../../../openapi.yaml');
const doc = parse(readFileSync(SOURCE, 'utf8')) as Json;
const DOC_ID = 'https://conf.test/openapi.json';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** The tags the document declares at its top level, each with a description. */
const TAGS = ((doc.tags ?? []) as { name: string; description?: string }[]).map((tag) => tag.name);
/** POSTs that only read, so they need no CSRF token (kiosk pages and visitors call them). */
const READ_ONLY_POSTS = [
  'searchSuggestions',
  'search',
  'searchYear',
  'searchAttendees',
  'searchFavorites',
  'queryFavorites',
  'getEventStatuses',
];

interface Operation {
  path: string;
  method: (typeof METHODS)[number];
  op: Json;
}

const pathItems = doc.paths as Record<string, Json>;
const components = doc.components as Record<string, Record<string, Json>>;
const operations: Operation[] = Object.entries(pathItems).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] as Json })),
);

function pointer(...segments: string[]): string {
  return `#/${segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

/** Follows a local `$ref` (one level is enough for responses and parameters here). */
function resolve<T extends Json>(value: T): T {
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  const [kind, name] = ref.replace('#/components/', '').split('/');
  const target = kind && name ? components[kind]?.[name] : undefined;
  if (!target) throw new Error(`unresolved ${ref}`);
  return resolve(target as T);
}

/** Schemas of a JSON document, by their JSON pointer, for Ajv to compile through `$ref`. */
function inlineSchemas(): Array<[string, Json]> {
  const found: Array<[string, Json]> = [];
  for (const { path, method, op } of operations) {
    const base = ['paths', path, method];
    for (const [index, parameter] of ((op.parameters as Json[] | undefined) ?? []).entries()) {
      if (!parameter.$ref) found.push([pointer(...base, 'parameters', String(index), 'schema'), {}]);
    }
    const body = op.requestBody as Json | undefined;
    for (const mediaType of Object.keys((body?.content as Json | undefined) ?? {})) {
      found.push([pointer(...base, 'requestBody', 'content', mediaType, 'schema'), {}]);
    }
    for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
      for (const mediaType of Object.keys((response.content as Json | undefined) ?? {})) {
        found.push([pointer(...base, 'responses', status, 'content', mediaType, 'schema'), {}]);
      }
    }
  }
  return found;
}

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (value: string) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
  });
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
  ajv.addSchema({ ...doc, $id: DOC_ID });
  return ajv;
}

describe('openapi.yaml', () => {
  it('is OpenAPI 3.1.0 served from the same origin', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect((doc.info as Json).description).toEqual(expect.stringContaining('X-CSRF-Token'));
  });

  describe('operations', () => {
    it('have unique camelCase operationIds', () => {
      const ids = operations.map(({ op }) => op.operationId);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('each have one tag that the document declares and describes', () => {
      for (const tag of doc.tags as { name: string; description?: string }[])
        expect(tag.description).toBeTruthy();
      for (const { op } of operations) {
        expect(op.tags).toHaveLength(1);
        expect(TAGS).toContain((op.tags as string[])[0]);
      }
    });

    it('declare every path template variable as a required path parameter, and no others', () => {
      for (const { path, op } of operations) {
        const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
        const declared = ((op.parameters as Json[] | undefined) ?? [])
          .map((parameter) => resolve(parameter))
          .filter((parameter) => parameter.in === 'path');
        expect(declared.map((parameter) => parameter.name).sort(), path).toEqual(inTemplate);
        for (const parameter of declared) expect(parameter.required, `${path} ${parameter.name}`).toBe(true);
      }
    });

    it('describe a body for every response except 204 and redirects', () => {
      for (const { path, method, op } of operations) {
        for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
          const content = resolve(response).content;
          if (status === '204' || status.startsWith('3'))
            expect(content, `${method} ${path} ${status}`).toBeUndefined();
          else expect(content, `${method} ${path} ${status}`).toBeDefined();
        }
      }
    });

    it('answer every error with a shared response of the one Error schema', () => {
      for (const { path, method, op } of operations) {
        const responses = op.responses as Record<string, Json>;
        for (const [status, response] of Object.entries(responses)) {
          if (!/^[45]/.test(status)) continue;
          expect(response.$ref, `${method} ${path} ${status}`).toMatch(/^#\/components\/responses\//);
          const content = resolve(response).content as Record<string, Json>;
          expect(content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
        }
      }
    });

    it('close every request body schema (additionalProperties: false)', () => {
      for (const { path, method, op } of operations) {
        const body = op.requestBody as Json | undefined;
        if (!body) continue;
        for (const media of Object.values(body.content as Record<string, Json>)) {
          const schema = resolve(media.schema as Json);
          expect(schema.additionalProperties, `${method} ${path}`).toBe(false);
        }
      }
    });

    it('mark every state-changing operation x-csrf, with a 403 answer, except the read-only POSTs and bearer-only ones', () => {
      for (const { path, method, op } of operations) {
        // Called with a favorites token alone (x-bearer, no session role): no cookie, nothing to forge.
        const bearerOnly = op['x-bearer'] !== undefined && op['x-roles'] === undefined;
        if (method === 'get' || bearerOnly || READ_ONLY_POSTS.includes(op.operationId as string)) {
          expect(op['x-csrf'], `${method} ${path}`).toBeUndefined();
          continue;
        }
        expect(op['x-csrf'], `${method} ${path}`).toBe(true);
        expect(Object.keys(op.responses as Json), `${method} ${path}`).toContain('403');
      }
    });

    it('declare every status explicitly: no default, no 4XX ranges, the answers any request can get', () => {
      for (const { path, method, op } of operations) {
        const statuses = Object.keys(op.responses as Json);
        const where = `${method} ${path}`;
        for (const status of statuses) expect(status, where).toMatch(/^[1-5]\d\d$/);
        // An unknown query parameter, another method on the path, an overlong URL or headers, a fault, the
        // database away: any operation can get these.
        for (const status of ['400', '405', '414', '431', '500', '503'])
          expect(statuses, where).toContain(status);
        // A body sent with these methods is read (and may be too large or unreadable), declared or not.
        if (op.requestBody || ['post', 'put', 'patch'].includes(method))
          for (const status of ['413', '415']) expect(statuses, where).toContain(status);
      }
    });

    it('open to other sites (x-embed) only operations that need neither a CSRF token nor a role, or take a favorites token', () => {
      const embeds = operations.filter(({ op }) => op['x-embed'] !== undefined);
      expect(embeds.map(({ op }) => op.operationId)).toContain('searchSuggestions');
      for (const { path, method, op } of embeds) {
        const where = `${method} ${path}`;
        expect(op['x-embed'], where).toBe(true);
        // With a favorites token the request runs as its user without the CSRF check (decision 0022).
        if (op['x-bearer'] !== undefined) {
          expect(op['x-bearer'], where).toBe('favorites');
          continue;
        }
        // Otherwise an embedding page has neither the product's page token nor its session cookie.
        expect(op['x-csrf'], where).toBeUndefined();
        expect(op['x-roles'], where).toBeUndefined();
      }
    });

    it('answer 401 wherever a role is needed', () => {
      for (const { path, method, op } of operations) {
        if (!op['x-roles']) continue;
        expect(Object.keys(op.responses as Json), `${method} ${path}`).toContain('401');
      }
    });
  });

  describe('schemas', () => {
    const ajv = createAjv();

    it.each(Object.keys(components.schemas ?? {}))('compiles components.schemas.%s', (name) => {
      expect(() => ajv.compile({ $ref: `${DOC_ID}${pointer('components', 'schemas', name)}` })).not.toThrow();
    });

    it('compiles every inline schema of parameters, request bodies and responses', () => {
      const schemas = inlineSchemas();
      expect(schemas.length).toBeGreaterThan(40);
      for (const [at] of schemas) {
        expect(() => ajv.compile({ $ref: `${DOC_ID}${at}` }), at).not.toThrow();
      }
    });

    it.each(Object.entries(components.schemas ?? {}).filter(([, schema]) => Array.isArray(schema.examples)))(
      'accepts the examples of %s',
      (name, schema) => {
        const validate = ajv.compile({ $ref: `${DOC_ID}${pointer('components', 'schemas', name)}` });
        for (const example of schema.examples as unknown[]) {
          expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
        }
      },
    );

    describe('reject what the contract forbids', () => {
      const validator = (name: string) =>
        ajv.compile({ $ref: `${DOC_ID}${pointer('components', 'schemas', name)}` });

      it('a search request with an unknown field or an over-long term', () => {
        const validate = validator('SearchRequest');
        expect(validate({ term: 'jazz', models: ['event'], page: 1 })).toBe(true);
        expect(validate({ term: 'jazz', sort: 'date' })).toBe(false);
        expect(validate({ term: 'x'.repeat(201) })).toBe(false);
        expect(validate({ page: 0 })).toBe(false);
      });

      it('an id list longer than 500', () => {
        const validate = validator('IdList');
        expect(validate({ ids: Array.from({ length: 500 }, (_, i) => `E${i}`) })).toBe(true);
        expect(validate({ ids: Array.from({ length: 501 }, (_, i) => `E${i}`) })).toBe(false);
      });

      it('a status update with neither status nor message', () => {
        const validate = validator('EventStatusUpdate');
        expect(validate({ message: '' })).toBe(true);
        expect(validate({})).toBe(false);
        expect(validate({ status: 'blue' })).toBe(false);
      });

      it('an analytics batch of more than 100 events', () => {
        const validate = validator('AnalyticsBatch');
        const event = {
          type: 'page',
          name: '/',
          properties: {},
          timestamp: '2026-03-09T14:30:00.000Z',
          anonymous_id: 'a1',
        };
        expect(validate({ events: [event] })).toBe(true);
        expect(validate({ events: Array.from({ length: 101 }, () => event) })).toBe(false);
      });

      it('a brand typed as an exhibitor, and an event missing a nullable field', () => {
        const brand = {
          id: 'B1',
          entity_id: 'B1',
          year: 2026,
          type: 'brand',
          name: 'Acme',
          description: null,
          thumbnail_url: null,
          links: [],
          featured: false,
          publish_at: null,
        };
        expect(validator('Brand')(brand)).toBe(true);
        expect(validator('Brand')({ ...brand, type: 'exhibitor' })).toBe(false);

        const [event] = (components.schemas?.Event?.examples as Json[] | undefined) ?? [];
        const { long_description: _dropped, ...withoutNullable } = event ?? {};
        expect(validator('Event')(event)).toBe(true);
        expect(validator('Event')(withoutNullable)).toBe(false);
      });
    });
  });
});
