/**
 * The contract's paths as a route table built once at start: concrete paths in a Map, templated ones
 * (`/api/web/{year}/events/{id}`) as anchored patterns bucketed by their number of segments. Matching a
 * request is one Map lookup for a concrete path, else a test of the few templates with as many
 * segments. Pure: no Koa, no validation.
 *
 * Precedence is OpenAPI's (and what openapi-backend did): the concrete path with the request's method
 * wins; else the matching templates, most literal characters first (document order among equals), and
 * the first of them that has the method. Trailing slashes are ignored (`/search/` is `/search`).
 */

/** HTTP methods an OpenAPI path item can hold, lower case. */
export const OPENAPI_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type OpenApiMethod = (typeof OPENAPI_METHODS)[number];

/** Methods whose existence on a path turns another method into 405 (GET and HEAD go on to the site). */
const METHODS_FOR_405: readonly OpenApiMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface RouteMatch<T> {
  value: T;
  /** The path's template, e.g. `/{year}/search`. */
  template: string;
  /** Path parameters, percent-decoded (strings: validation coerces them). */
  params: Record<string, string>;
}

interface Template<T> {
  template: string;
  pattern: RegExp;
  names: string[];
  /** Characters outside `{…}`: the more, the more specific. */
  literalLength: number;
  byMethod: Map<string, T>;
}

const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const segmentCount = (path: string) => {
  let n = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47) n++;
  return n;
};

/** The request path as the table compares it: no query, no trailing slashes (except the root). */
export function normalizePath(path: string): string {
  let end = path.length;
  const query = path.indexOf('?');
  if (query !== -1) end = query;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end--;
  return end === path.length ? path : path.slice(0, end);
}

export class RouteTable<T> {
  readonly #concrete = new Map<string, Map<string, T>>();
  /** Templates by segment count, most specific first. */
  readonly #templates = new Map<number, Template<T>[]>();

  /** `entries`: [path template, method (any case), value], in document order. */
  constructor(entries: Iterable<readonly [string, string, T]>) {
    const templates = new Map<string, Template<T>>();
    for (const [path, method, value] of entries) {
      const key = method.toLowerCase();
      if (!path.includes('{')) {
        const methods = this.#concrete.get(path) ?? new Map<string, T>();
        methods.set(key, value);
        this.#concrete.set(path, methods);
        continue;
      }
      let template = templates.get(path);
      if (!template) {
        const names: string[] = [];
        const source = path
          .split(/(\{[^}]+\})/)
          .map((part) => {
            if (part.startsWith('{') && part.endsWith('}')) {
              names.push(part.slice(1, -1));
              return '([^/]+)';
            }
            return escapeRegExp(part);
          })
          .join('');
        template = {
          template: path,
          pattern: new RegExp(`^${source}$`),
          names,
          literalLength: path.replace(/\{.*?\}/g, '').length,
          byMethod: new Map(),
        };
        templates.set(path, template);
      }
      template.byMethod.set(key, value);
    }
    // Array.prototype.sort is stable: equally specific templates keep their document order.
    const ordered = [...templates.values()].sort((a, b) => b.literalLength - a.literalLength);
    for (const template of ordered) {
      const count = segmentCount(template.template);
      const bucket = this.#templates.get(count) ?? [];
      bucket.push(template);
      this.#templates.set(count, bucket);
    }
  }

  /**
   * The route of `method` (any case) on `path` (as sent: not decoded), or null. A path parameter that
   * is not valid percent-encoding throws a URIError (the caller answers 400).
   */
  match(method: string, path: string): RouteMatch<T> | null {
    const normalized = normalizePath(path);
    const key = method.toLowerCase();
    const concrete = this.#concrete.get(normalized)?.get(key);
    if (concrete !== undefined) return { value: concrete, template: normalized, params: {} };
    const bucket = this.#templates.get(segmentCount(normalized));
    if (!bucket) return null;
    for (const template of bucket) {
      const value = template.byMethod.get(key);
      if (value === undefined) continue;
      const found = template.pattern.exec(normalized);
      if (!found) continue;
      const params: Record<string, string> = {};
      for (let i = 0; i < template.names.length; i++) {
        params[template.names[i] as string] = decodeURIComponent(found[i + 1] as string);
      }
      return { value, template: template.template, params };
    }
    return null;
  }

  /** Whether the contract has `path` for GET, POST, PUT, PATCH or DELETE (another method gets 405). */
  hasPathForOtherMethods(path: string): boolean {
    const normalized = normalizePath(path);
    const concrete = this.#concrete.get(normalized);
    if (concrete && METHODS_FOR_405.some((m) => concrete.has(m))) return true;
    for (const template of this.#templates.get(segmentCount(normalized)) ?? []) {
      if (METHODS_FOR_405.some((m) => template.byMethod.has(m)) && template.pattern.test(normalized)) {
        return true;
      }
    }
    return false;
  }
}
