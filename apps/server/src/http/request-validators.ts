import Ajv, { type ErrorObject, type Format, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { inspectShape, type RequestShape } from './request-shape.ts';

/**
 * Request validators compiled once per operation from openapi.yaml: one for the body, one for the
 * parameters (path, query, header, cookie), each a single Ajv function. The schemas are shaped as
 * openapi-backend shaped them (`{ requestBody }` and `{ path, query, header, cookie }`), so the errors
 * (their `instancePath`, keywords and messages) are the ones the contract's 400 answers always named.
 * Parameters are coerced to their types (`"2026"` -> 2026), bodies never are. `$ref`s are resolved by
 * Ajv against the document's components, compiled once and shared by every operation.
 *
 * Bounded work per request (issue 11): a request first gets a cheap structural look (request-shape.ts:
 * nesting, NUL, unpaired surrogates), then the quick validators, compiled with `allErrors: false`: they
 * stop at the first problem, and Ajv checks an array's `maxItems` and a string's `maxLength` before it
 * looks at the items or runs a `format` or `pattern`, so an oversized value costs no more than its
 * length. Only a small request that fails (see {@link FULL_REPORT_LIMITS}) is validated again by the
 * full validators (`allErrors: true`, compiled on first use) to name every problem, as the 400 answers
 * always did for a form with several mistakes. (Collecting every error of a 32,000-item array took Ajv
 * seconds, quadratic in the number of errors: that is what froze an instance.)
 */

/** What a JSON Schema / OpenAPI object looks like here (the document is plain parsed YAML). */
type Json = Record<string, unknown>;

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
  content?: Record<string, { schema?: Json }>;
  explode?: boolean;
  style?: string;
  /** The plain 400 message for a bad value of this path parameter (see contract.ts). */
  'x-invalid-message'?: string;
}

export interface OperationInput {
  operationId: string;
  parameters: OperationParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> };
}

/** The parts of a request the validators look at (already parsed). */
export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed body (`undefined` when there is none). */
  body: unknown;
  /** Whether the request said its body is JSON (then even a missing body is validated). */
  jsonContentType: boolean;
}

export type ValidationError = Pick<ErrorObject, 'instancePath' | 'message' | 'keyword'> & {
  params?: Record<string, unknown>;
};

/** The formats OpenAPI defines on top of JSON Schema's (as openapi-backend registered them). */
const OAS_FORMATS: Record<string, Format> = {
  int32: { type: 'number', validate: (n: number) => n >= -(2 ** 31) && n < 2 ** 31 },
  int64: { type: 'number', validate: (n: number) => n >= -(2 ** 63) && n < 2 ** 63 },
  float: { type: 'number', validate: () => true },
  double: { type: 'number', validate: () => true },
  byte: { type: 'string', validate: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/ },
  binary: { type: 'string', validate: () => true },
  password: { type: 'string', validate: () => true },
};

/** Id under which the document's components are known to Ajv. */
const COMPONENTS_ID = 'openapi-components';

/** A copy of `value` whose local `$ref`s (`#/components/…`) point into the shared components schema. */
function rebaseRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebaseRefs);
  if (value === null || typeof value !== 'object') return value;
  const copy: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? `${COMPONENTS_ID}${inner}`
        : rebaseRefs(inner);
  }
  return copy;
}

/**
 * Up to which size a failing request is validated again to list all its problems: few enough values
 * and short enough strings that every check (formats and patterns included) is cheap whatever it holds.
 */
export const FULL_REPORT_LIMITS = { nodes: 256, longestString: 256 };

function newAjv(document: Json, coerceTypes: boolean, allErrors: boolean): Ajv {
  const ajv = new Ajv({ allErrors, strict: false, coerceTypes });
  for (const [name, format] of Object.entries(OAS_FORMATS)) ajv.addFormat(name, format);
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, components: document.components ?? {} });
  return ajv;
}

/** Follows a local `$ref` (`#/components/parameters/Year`) in the document, once. */
export function resolveLocal<T>(document: Json, value: T): T {
  const ref = (value as { $ref?: unknown } | null)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
  let current: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    current = (current as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (current === undefined) throw new Error(`openapi.yaml: ${ref} does not exist`);
  return resolveLocal(document, current as T);
}

/** The body schema openapi-backend validated: JSON, else multipart, else an HTML form. */
function bodySchemaOf(operation: OperationInput): Json | null {
  const content = operation.requestBody?.content;
  if (!content) return null;
  const media =
    content['application/json'] ??
    content['multipart/form-data'] ??
    content['application/x-www-form-urlencoded'];
  return media?.schema ?? null;
}

interface Target {
  type: 'object';
  additionalProperties: unknown;
  properties: Record<string, unknown>;
  required: string[];
}

function paramsSchemaOf(parameters: readonly OperationParameter[]): Json {
  const target = (additionalProperties: boolean): Target => ({
    type: 'object',
    additionalProperties,
    properties: {},
    required: [],
  });
  const targets: Record<OperationParameter['in'], Target> = {
    path: target(false),
    query: target(false),
    header: target(true),
    cookie: target(true),
  };
  const required = new Set<string>();
  for (const param of parameters) {
    const into = targets[param.in];
    const name = param.in === 'header' ? param.name.toLowerCase() : param.name;
    if (param.required) {
      if (!into.required.includes(name)) into.required.push(name);
      required.add(param.in);
    }
    if (param.schema && param.schema.additionalProperties !== undefined) {
      into.additionalProperties = param.schema.additionalProperties;
    }
    into.properties[name] = param.content?.['application/json']?.schema ?? param.schema;
  }
  return {
    title: 'Request',
    type: 'object',
    additionalProperties: true,
    properties: targets,
    required: [...required],
  };
}

/** The Ajv instances the validators are compiled with: quick (first problem) and full (all problems). */
export interface ValidatorAjvs {
  quickBody: Ajv;
  quickParams: Ajv;
  fullBody: Ajv;
  fullParams: Ajv;
}

/** A schema compiled by a quick Ajv up front and by a full one on first need. */
class TwoStageValidator {
  readonly quick: ValidateFunction;
  readonly #schema: Json;
  readonly #fullAjv: Ajv;
  #full: ValidateFunction | null = null;

  constructor(schema: Json, quickAjv: Ajv, fullAjv: Ajv) {
    this.quick = quickAjv.compile(schema);
    this.#schema = schema;
    this.#fullAjv = fullAjv;
  }

  get full(): ValidateFunction {
    this.#full ??= this.#fullAjv.compile(this.#schema);
    return this.#full;
  }
}

/** The errors of `validate` on `input` (none when it passes). */
function run(validate: ValidateFunction, input: unknown): ValidationError[] {
  return validate(input) ? [] : [...(validate.errors ?? [])];
}

/** How one operation's request is checked and what its parameters need before checking. */
export class OperationValidator {
  readonly #body: TwoStageValidator | null;
  readonly #params: TwoStageValidator;
  /** Whether the body's only media type is JSON (a body that is not parsed JSON is then a parse error). */
  readonly #jsonOnly: boolean;
  /** Query parameters given as an array (a single value becomes a one-item list). */
  readonly #arrayQuery: ReadonlySet<string>;
  /** Query parameters holding JSON text (`content: application/json`). */
  readonly #jsonQuery: ReadonlySet<string>;
  /** Query parameters with `explode: false` (comma-separated lists). */
  readonly #unexplodedQuery: ReadonlyMap<string, string | undefined>;
  /** Header parameter names (lower case): only those are handed to the validator. */
  readonly #headers: readonly string[];
  readonly #hasCookies: boolean;

  constructor(
    readonly operation: OperationInput,
    document: Json,
    ajvs: ValidatorAjvs,
  ) {
    const bodySchema = bodySchemaOf(operation);
    this.#body = bodySchema
      ? new TwoStageValidator(
          rebaseRefs({
            title: 'Request',
            type: 'object',
            additionalProperties: true,
            properties: { requestBody: bodySchema },
            required: operation.requestBody?.required === true ? ['requestBody'] : [],
          }) as Json,
          ajvs.quickBody,
          ajvs.fullBody,
        )
      : null;
    this.#params = new TwoStageValidator(
      rebaseRefs(paramsSchemaOf(operation.parameters)) as Json,
      ajvs.quickParams,
      ajvs.fullParams,
    );
    const media = Object.keys(operation.requestBody?.content ?? {});
    this.#jsonOnly = media.length === 1 && media[0] === 'application/json';
    const query = operation.parameters.filter((p) => p.in === 'query');
    this.#arrayQuery = new Set(
      query.filter((p) => resolveLocal(document, p.schema)?.type === 'array').map((p) => p.name),
    );
    this.#jsonQuery = new Set(query.filter((p) => p.content?.['application/json']).map((p) => p.name));
    this.#unexplodedQuery = new Map(
      query.filter((p) => p.explode === false && !p.content).map((p) => [p.name, p.style]),
    );
    this.#headers = operation.parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase());
    this.#hasCookies = operation.parameters.some((p) => p.in === 'cookie');
    if (this.#hasCookies) {
      throw new Error(
        `openapi.yaml: ${operation.operationId} has a cookie parameter, which the contract router does not read`,
      );
    }
  }

  /** Turns query values into what the schema expects before validation (as openapi-backend did). */
  #prepareQuery(query: Record<string, unknown>, errors: ValidationError[]): void {
    for (const name of this.#jsonQuery) {
      const raw = query[name];
      if (typeof raw !== 'string') continue;
      try {
        query[name] = JSON.parse(raw);
      } catch (error) {
        errors.push({ keyword: 'parse', instancePath: `/query/${name}`, message: (error as Error).message });
      }
    }
    for (const [name, style] of this.#unexplodedQuery) {
      const raw = query[name];
      if (Array.isArray(raw) && raw.length > 1) continue;
      const value = Array.isArray(raw) ? raw[0] : raw;
      if (typeof value !== 'string' || value === '') continue;
      let decoded = value.replace(/%2C/g, ',');
      if (style === 'spaceDelimited') decoded = decoded.replace(/ /g, ',').replace(/%20/g, ',');
      if (style === 'pipeDelimited') decoded = decoded.replace(/\|/g, ',').replace(/%7C/g, ',');
      query[name] = decoded.split(',');
    }
    for (const name of this.#arrayQuery) {
      if (typeof query[name] === 'string') query[name] = [query[name]];
    }
  }

  /**
   * Validates the request; `params` and `query` are coerced in place. Answers the problems, body
   * first (an empty list when the request is valid): the first problem of the body and of the
   * parameters, or every problem when the request is small (see the note at the top).
   */
  validate(parts: RequestParts): ValidationError[] {
    const errors: ValidationError[] = [];
    if (this.#jsonOnly && parts.body !== undefined && typeof parts.body !== 'object') {
      try {
        JSON.parse(String(parts.body));
      } catch (error) {
        errors.push({ keyword: 'parse', instancePath: '', message: (error as Error).message });
      }
    }
    this.#prepareQuery(parts.query, errors);
    const shape = this.#inspect(parts);
    if (shape.problem) return [...errors, shape.problem];
    const bodyInput = this.#bodyInput(parts);
    const paramsInput = this.#paramsInput(parts);
    const quick = [
      ...(this.#body ? run(this.#body.quick, bodyInput) : []),
      ...run(this.#params.quick, paramsInput),
    ];
    if (quick.length === 0 || !isSmall(shape)) return [...errors, ...quick];
    return [
      ...errors,
      ...(this.#body ? run(this.#body.full, bodyInput) : []),
      ...run(this.#params.full, paramsInput),
    ];
  }

  /** The structural look at path, query and body, as one validation error at its place. */
  #inspect(parts: RequestParts): Omit<RequestShape, 'problem'> & { problem: ValidationError | null } {
    let nodes = 0;
    let longestString = 0;
    const where: [string, unknown][] = [
      ['/path', parts.params],
      ['/query', parts.query],
      ['/requestBody', parts.body],
    ];
    for (const [prefix, value] of where) {
      const shape = inspectShape(value);
      nodes += shape.nodes;
      longestString = Math.max(longestString, shape.longestString);
      if (shape.problem) {
        const { path, message } = shape.problem;
        const instancePath = path === '/' ? prefix : `${prefix}${path}`;
        return { problem: { keyword: 'shape', instancePath, message }, nodes, longestString };
      }
    }
    return { problem: null, nodes, longestString };
  }

  #bodyInput(parts: RequestParts): Json {
    const withBody = typeof parts.body === 'object' || parts.jsonContentType;
    return withBody ? { requestBody: parts.body } : {};
  }

  #paramsInput(parts: RequestParts): Json {
    const header: Record<string, unknown> = {};
    for (const name of this.#headers) {
      const value = parts.headers[name];
      if (value !== undefined) header[name] = value;
    }
    return { path: parts.params, query: parts.query, header, cookie: {} };
  }
}

function isSmall(shape: Pick<RequestShape, 'nodes' | 'longestString'>): boolean {
  return shape.nodes <= FULL_REPORT_LIMITS.nodes && shape.longestString <= FULL_REPORT_LIMITS.longestString;
}

/** One validator per operationId, compiled up front. */
export function compileValidators(
  document: Json,
  operations: readonly OperationInput[],
): Map<string, OperationValidator> {
  const ajvs: ValidatorAjvs = {
    quickBody: newAjv(document, false, false),
    quickParams: newAjv(document, true, false),
    fullBody: newAjv(document, false, true),
    fullParams: newAjv(document, true, true),
  };
  const validators = new Map<string, OperationValidator>();
  for (const operation of operations) {
    validators.set(operation.operationId, new OperationValidator(operation, document, ajvs));
  }
  return validators;
}
