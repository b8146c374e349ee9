import fc from 'fast-check';
import { resolveLocal } from '../../src/http/request-validators.ts';
import type { Json } from './contract-operations.ts';

/**
 * A small mapper from the JSON Schemas of openapi.yaml (2020-12, as the document writes them) to
 * fast-check arbitraries of VALID values: types (and type lists), enum, const, string lengths,
 * patterns and the formats the document uses (email, date, date-time), integer/number bounds, arrays
 * (kept short: the fuzzer's hostile values cover long ones), objects (required keys always, optional
 * ones sometimes), oneOf/anyOf, and local `$ref`s. docs/decisions/0006-contract-fuzzing.md says why
 * this is not a package.
 *
 * `hints` replace the arbitrary of an object property by name (e.g. `id` -> ids of the demo data), so
 * that most generated requests reach handlers and the database instead of stopping at a 404.
 */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

/** Arrays of valid values stay this short (long ones are the hostile generator's business). */
const MAX_VALID_ITEMS = 4;
/** Strings of valid values stay this short unless the schema asks for longer ones. */
const MAX_VALID_LENGTH = 24;
/** Guard against recursive schemas (the request schemas have none). */
const MAX_DEPTH = 8;

/** Printable text, sometimes with non-ASCII letters and emoji (graphemes), within the bounds. */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const max = Math.max(minLength, Math.min(maxLength, MAX_VALID_LENGTH));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: max }) },
  );
}

function stringArbitrary(schema: Json): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 10_000;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  return text(minLength, maxLength);
}

function numberArbitrary(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: Json, document: Json, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, Json> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, propertySchema] of Object.entries(properties)) {
    const own = schemaArbitrary(propertySchema, document, hints, depth + 1);
    const hint = hints[name];
    model[name] = hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: own }) : own;
  }
  const known = fc.record(model, { requiredKeys: required.filter((key) => key in model) });
  if (schema.additionalProperties !== true) return known;
  // Free-form objects (analytics properties): a few small JSON values under other keys.
  const maxKeys = typeof schema.maxProperties === 'number' ? Math.min(schema.maxProperties, 4) : 4;
  return fc
    .tuple(known, fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys }))
    .map(([own, extra]) => ({ ...extra, ...(own as Json) }));
}

/** Valid values of `schema` (a schema of `document`, `$ref`s resolved against it). */
export function schemaArbitrary(
  schema: Json,
  document: Json,
  hints: Hints = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolveLocal(document, schema);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in resolved) return fc.constant(resolved.const);
  if (Array.isArray(resolved.enum)) return fc.constantFrom(...(resolved.enum as unknown[]));
  const branches = (resolved.oneOf ?? resolved.anyOf) as Json[] | undefined;
  if (branches) return fc.oneof(...branches.map((b) => schemaArbitrary(b, document, hints, depth + 1)));
  if (Array.isArray(resolved.allOf)) {
    const merged = Object.assign({}, ...(resolved.allOf as Json[]).map((s) => resolveLocal(document, s)));
    return schemaArbitrary(merged, document, hints, depth + 1);
  }
  const type = resolved.type;
  if (Array.isArray(type)) {
    return fc.oneof(
      ...type.map((t) => schemaArbitrary({ ...resolved, type: t }, document, hints, depth + 1)),
    );
  }
  switch (type) {
    case 'string':
      return stringArbitrary(resolved);
    case 'integer':
      return numberArbitrary(resolved, true);
    case 'number':
      return numberArbitrary(resolved, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = typeof resolved.minItems === 'number' ? resolved.minItems : 0;
      const maxItems = typeof resolved.maxItems === 'number' ? resolved.maxItems : MAX_VALID_ITEMS;
      const items = schemaArbitrary((resolved.items as Json | undefined) ?? {}, document, hints, depth + 1);
      return fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(maxItems, MAX_VALID_ITEMS)),
      });
    }
    case 'object':
      return objectArbitrary(resolved, document, hints, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
