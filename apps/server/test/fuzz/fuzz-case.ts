import { favoriteTypeSegmentValues } from '@conf/contract';
import fc from 'fast-check';
import { FIXTURE_ELEMENTS_VERSION } from '../elements-fixture.ts';
import type { FuzzOperation, FuzzParameter, Json } from './contract-operations.ts';
import type { FuzzRole, FuzzWorld } from './fuzz-world.ts';
import { FUZZ_ROLES } from './fuzz-world.ts';
import {
  BROKEN_BODIES,
  contentEncoding,
  type EncodingPlan,
  hostileSegment,
  hostileString,
  hostileValue,
  LongString,
  longArray,
  ODD_CONTENT_TYPES,
} from './hostile.ts';
import { type Hints, schemaArbitrary } from './schema-arbitrary.ts';

/**
 * One generated request for one operation, as plain data (so that fast-check prints and shrinks it):
 * who sends it, whether it carries the CSRF token, its path segments and query (already as they go
 * into the URL), extra headers, the body, and the transport oddities (content type, content coding,
 * an overlong URL). About half the cases are valid by the contract (built from the operation's
 * schemas and the demo data's ids); the other half carry one or two hostile mutations.
 */
export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, unknown> }
  | { kind: 'raw'; text: string };

export interface FuzzCase {
  role: FuzzRole;
  csrf: 'valid' | 'missing' | 'wrong';
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: BodyPlan;
  /** Overrides the body's content type ('' sends none). */
  contentType?: string;
  encoding?: EncodingPlan;
  /** Length of a junk query parameter that makes the URL overlong. */
  urlPadding?: number;
}

type Mutation = (c: FuzzCase) => FuzzCase;

/** The eight forms the favorite routes take for `type` / `itemType`. */
const FAVORITE_TYPES = favoriteTypeSegmentValues;

/** The demo ids a path's `{id}` most likely names, by the collection in the path. */
function idPool(op: FuzzOperation, world: FuzzWorld): string[] {
  const { ids } = world;
  const byPath: [RegExp, string[]][] = [
    [/\/events\/|^\/statuses\//, ids.events],
    [/\/contributors\//, [...(ids.entities.artist ?? []), ...(ids.entities.person ?? [])]],
    [/\/films\//, ids.entities.film ?? []],
    [/\/brands\//, ids.entities.brand ?? []],
    [/\/exhibitors\//, ids.entities.exhibitor ?? []],
    [/\/music_fest_presenters\//, ids.entities.music_fest_presenter ?? []],
    [/\/venues\//, ids.venues],
    [/^\/attendees\//, ids.attendees],
  ];
  const pool = byPath.find(([pattern]) => pattern.test(op.path))?.[1] ?? [];
  return pool.length > 0 ? pool : world.allIds;
}

/** Real values for parameters and body properties, by name (mixed 3:1 with schema-generated ones). */
function hintsFor(op: FuzzOperation, world: FuzzWorld): Hints {
  const ids = fc.constantFrom(...world.allIds);
  const pool = fc.constantFrom(...idPool(op, world));
  return {
    year: fc.constant(2026),
    // The embed script's version the fuzz server holds (contract-fuzz.test.ts).
    version: fc.constant(FIXTURE_ELEMENTS_VERSION),
    // `{id}` in a path names a record of the path's collection; `id` in a body (favorites) any record.
    id: op.parameters.some((p) => p.in === 'path' && p.name === 'id') ? pool : ids,
    itemId: ids,
    seed: ids,
    type: fc.constantFrom(...FAVORITE_TYPES),
    itemType: fc.constantFrom(...FAVORITE_TYPES),
    token: fc.constantFrom(...world.ids.tokens),
    ids: fc.array(ids, { maxLength: 8 }),
    convertable_id: ids,
    search_id: fc.constantFrom(...world.searchIds),
    // Words of the demo programme, and the first pages: searches that find something.
    term: fc.constantFrom('teaching', 'music', 'game', 'film', 'panel', 'te'),
    q: fc.constantFrom('teaching', 'music', 'gam', 'fi'),
    page: fc.integer({ min: 1, max: 3 }),
    // Searches: mostly no filters (a field the searched models do not carry is a 400), so that they run.
    // Only there: elsewhere `filters` is another property (the feature flag of updateFeatures, a boolean).
    ...(/\/search(\/|$)/.test(op.path) ? { filters: fc.constant([]) } : {}),
    ...(op.operationId === 'searchAttendees' ? { models: fc.constantFrom([], ['attendee']) } : {}),
    ...(op.operationId === 'searchSuggestions'
      ? { models: fc.constantFrom('artist,film,person', 'event', 'venue') }
      : {}),
    email: fc.constantFrom(...world.emails),
  };
}

/** Header values must be Latin-1 without controls (fetch refuses others); anything else goes encoded. */
function headerSafe(value: unknown): string {
  const text = String(value);
  return /^[\x20-\x7e]*$/.test(text) ? text : encodeURIComponent(text);
}

function parameterArbitrary(param: FuzzParameter, document: Json, hints: Hints): fc.Arbitrary<unknown> {
  const own = schemaArbitrary(param.schema, document);
  const hint = hints[param.name];
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: own }) : own;
}

function recordOf(
  params: FuzzParameter[],
  document: Json,
  hints: Hints,
  encode: (value: unknown) => string,
): fc.Arbitrary<Record<string, string>> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const param of params) model[param.name] = parameterArbitrary(param, document, hints).map(encode);
  return fc.record(model, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) });
}

function bodyArbitrary(op: FuzzOperation, document: Json, hints: Hints): fc.Arbitrary<BodyPlan> {
  const body = op.body;
  if (!body) return fc.constant({ kind: 'none' });
  const value = schemaArbitrary(body.schema, document, hints);
  if (body.contentType === 'application/x-www-form-urlencoded') {
    return value.map((fields) => ({ kind: 'form', fields: fields as Record<string, unknown> }));
  }
  return value.map((v) => ({ kind: 'json', value: v }));
}

/** Keeps an operation's valid cases harmless for the cases after them. */
function harmless(op: FuzzOperation, c: FuzzCase): FuzzCase {
  // A real import would rewrite the catalogue the other cases draw ids from: dry runs only.
  if (op.operationId === 'importCatalog' && c.body.kind === 'json' && isObject(c.body.value)) {
    return { ...c, body: { kind: 'json', value: { ...c.body.value, dry_run: true } } };
  }
  return c;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Sets `key` of the body (JSON object or form) to `value`; a non-object JSON body becomes `{key: value}`. */
function withBodyProperty(body: BodyPlan, key: string, value: unknown): BodyPlan {
  if (body.kind === 'form') return { kind: 'form', fields: { ...body.fields, [key]: value } };
  const base = body.kind === 'json' && isObject(body.value) ? body.value : {};
  return { kind: 'json', value: { ...base, [key]: value } };
}

function mutations(op: FuzzOperation, document: Json): fc.Arbitrary<Mutation>[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const bodyKeys = Object.keys((schemaOf(op, document)?.properties as Json | undefined) ?? {});
  const list: fc.Arbitrary<Mutation>[] = [
    // Unknown query parameters, or hostile values of declared ones.
    fc
      .tuple(
        fc.constantFrom('zzz', '__proto__', 'q', 'page', 'a%00', ...queryParams.map((p) => p.name)),
        fc.oneof(fc.constant('1'), hostileSegment()),
      )
      .map(
        ([name, value]): Mutation =>
          (c) => ({ ...c, query: [...c.query, [name, value]] }),
      ),
    fc
      .constantFrom<[string, string]>(
        ['X-CSRF-Token', 'x'.repeat(300)],
        ['X-Requested-With', 'fetch'],
        ['Accept', 'text/html'],
        ['Last-Event-ID', '-1'],
        ['Last-Event-ID', '99999999999999999999999'],
        ['Content-Length-Fake', '1'],
        ['Cookie', 'conf_session=%00; conf_csrf=%FF'],
      )
      .map(
        ([name, value]): Mutation =>
          (c) => ({ ...c, headers: { ...c.headers, [name]: value } }),
      ),
    fc.constantFrom<FuzzCase['csrf']>('missing', 'wrong').map(
      (csrf): Mutation =>
        (c) => ({ ...c, csrf }),
    ),
    fc.constantFrom(9_000, 17_000, 70_000).map(
      (urlPadding): Mutation =>
        (c) => ({ ...c, urlPadding }),
    ),
  ];
  if (pathParams.length > 0) {
    list.push(
      fc.tuple(fc.constantFrom(...pathParams.map((p) => p.name)), hostileSegment()).map(
        ([name, segment]): Mutation =>
          (c) => ({ ...c, path: { ...c.path, [name]: segment } }),
      ),
    );
  }
  if (op.method !== 'GET') {
    list.push(
      // Another body entirely: a hostile JSON value, or text that is not JSON at all.
      fc
        .oneof(
          hostileValue().map((value): BodyPlan => ({ kind: 'json', value })),
          fc.constantFrom(...BROKEN_BODIES).map((text): BodyPlan => ({ kind: 'raw', text })),
        )
        .map(
          (body): Mutation =>
            (c) => ({ ...c, body }),
        ),
      // One property (known or unknown) set to a hostile value; arrays near and above their limits.
      fc
        .tuple(
          fc.constantFrom('unknown', '__proto__', '', ...bodyKeys),
          fc.oneof(hostileValue(), longArray(100)),
        )
        .map(
          ([key, value]): Mutation =>
            (c) => ({ ...c, body: withBodyProperty(c.body, key, value) }),
        ),
      // A body over the 1 MB limit.
      fc.constant((c: FuzzCase) => ({
        ...c,
        body: withBodyProperty(c.body, 'pad', new LongString('x', 1_100_000)),
      })),
      fc.constantFrom(...ODD_CONTENT_TYPES).map(
        (contentType): Mutation =>
          (c) => ({ ...c, contentType }),
      ),
      contentEncoding().map(
        (encoding): Mutation =>
          (c) => ({ ...c, encoding }),
      ),
      hostileString().map(
        (value): Mutation =>
          (c) => ({ ...c, body: withBodyProperty(c.body, bodyKeys[0] ?? 'x', value) }),
      ),
    );
  }
  return list;
}

function schemaOf(op: FuzzOperation, document: Json): Json | null {
  if (!op.body) return null;
  const ref = op.body.schema.$ref;
  if (typeof ref !== 'string') return op.body.schema;
  const name = ref.split('/').pop() ?? '';
  return ((document.components as Json).schemas as Record<string, Json>)[name] ?? null;
}

/** Every case of `op`: half valid, half with one or two hostile mutations. */
export function fuzzCaseArbitrary(
  op: FuzzOperation,
  world: FuzzWorld,
  document: Json,
): fc.Arbitrary<FuzzCase> {
  const hints = hintsFor(op, world);
  const params = (where: FuzzParameter['in']) =>
    op.parameters.filter((p) => p.in === where && p.name.toLowerCase() !== 'x-csrf-token');
  const valid = fc.record({
    role: fc.constantFrom(...FUZZ_ROLES),
    csrf: fc.constant<FuzzCase['csrf']>('valid'),
    path: recordOf(params('path'), document, hints, (v) => encodeURIComponent(String(v))),
    query: recordOf(params('query'), document, hints, (v) => encodeURIComponent(String(v))).map((q) =>
      Object.entries(q),
    ),
    headers: recordOf(params('header'), document, hints, headerSafe),
    body: bodyArbitrary(op, document, hints),
  });
  const mutationList = fc.oneof(
    { weight: 1, arbitrary: fc.constant<Mutation[]>([]) },
    { weight: 1, arbitrary: fc.array(fc.oneof(...mutations(op, document)), { minLength: 1, maxLength: 2 }) },
  );
  return fc
    .tuple(valid, mutationList)
    .map(([base, applied]) => applied.reduce((c, mutate) => mutate(c), harmless(op, base)));
}
