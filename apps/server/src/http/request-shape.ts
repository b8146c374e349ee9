/**
 * A cheap structural look at a request's parsed parts (path parameters, query, JSON or form body)
 * before the schema validators run: one iterative walk (no recursion, so no stack to exhaust) that
 * stops at the first thing no operation accepts, and measures the request's size for the validator's
 * choice between a quick check and a full list of problems (request-validators.ts). Pure.
 *
 * Refused anywhere (keys included), whatever the schema says:
 * - nesting deeper than {@link MAX_DEPTH}: no request schema of openapi.yaml nests that deep, and deep
 *   values cost stack in whatever touches them later (JSON.stringify, jsonb);
 * - the NUL character U+0000: PostgreSQL refuses it in text and jsonb, so it can never be stored or
 *   matched (it was a 500);
 * - an unpaired UTF-16 surrogate (`"\ud800"` in JSON): it is not a Unicode character, so it is no valid
 *   text either (jsonb refuses it, UTF-8 cannot encode it).
 */

/** The deepest nesting of arrays and objects a request may have (the import body needs about 6). */
export const MAX_DEPTH = 32;

/** What is wrong with a value, at a JSON pointer inside the part that holds it. */
export interface ShapeProblem {
  /** JSON pointer (`/filters/0/value`); `/` for the part itself. */
  path: string;
  message: string;
}

export interface RequestShape {
  /** The first problem found, or null. */
  problem: ShapeProblem | null;
  /** Arrays, objects and scalars seen (all of them when there is no problem). */
  nodes: number;
  /** Length (UTF-16 code units) of the longest string or key. */
  longestString: number;
}

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
export const SURROGATE_MESSAGE = 'must be valid Unicode text (no unpaired surrogate)';
export const DEPTH_MESSAGE = `must not be nested deeper than ${MAX_DEPTH} levels`;

/** JSON pointer escaping of one key (RFC 6901). */
const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` is no valid request text, or null. */
export function textProblem(text: string): string | null {
  if (text.includes('\0')) return NUL_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/** Walks `value` (a parsed JSON value, a query object or path parameters). */
export function inspectShape(value: unknown, maxDepth: number = MAX_DEPTH): RequestShape {
  let nodes = 0;
  let longestString = 0;
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  const fail = (path: string, message: string): RequestShape => ({
    problem: { path: path || '/', message },
    nodes,
    longestString,
  });
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop() as (typeof stack)[number];
    nodes++;
    if (typeof current === 'string') {
      if (current.length > longestString) longestString = current.length;
      const problem = textProblem(current);
      if (problem) return fail(path, problem);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return fail(path, DEPTH_MESSAGE);
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        stack.push({ value: current[i], path: `${path}/${i}`, depth: depth + 1 });
      }
      continue;
    }
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      if (key.length > longestString) longestString = key.length;
      const keyPath = `${path}/${escapeKey(key)}`;
      const problem = textProblem(key);
      if (problem) return fail(keyPath, `key ${problem}`);
      stack.push({ value: (current as Record<string, unknown>)[key], path: keyPath, depth: depth + 1 });
    }
  }
  return { problem: null, nodes, longestString };
}
