import fc from 'fast-check';

/**
 * Hostile values for the contract fuzzer: what an attacker or a broken client sends instead of what
 * the schema asks for. Big values are lazy markers (a string or array described by a unit and a
 * count) that become their full size only when the request is written ({@link toJsonText}), so a
 * failing case prints as `repeat("x", 100000)` and not as 100 KB of text.
 */

/** A long string: `unit` repeated `count` times. */
export class LongString {
  constructor(
    readonly unit: string,
    readonly count: number,
  ) {}
  toString(): string {
    return this.unit.repeat(this.count);
  }
  [fc.toStringMethod](): string {
    return `repeat(${JSON.stringify(this.unit)}, ${this.count})`;
  }
}

/** A long array: `item` repeated `count` times. */
export class LongArray {
  constructor(
    readonly item: unknown,
    readonly count: number,
  ) {}
  [fc.toStringMethod](): string {
    return `repeatItem(${fc.stringify(this.item)}, ${this.count})`;
  }
}

/** Arrays nested `depth` deep around a string: `[[[…"x"…]]]`. */
export class DeepNesting {
  constructor(readonly depth: number) {}
  [fc.toStringMethod](): string {
    return `nested(${this.depth})`;
  }
}

/**
 * The JSON text of a value that may hold the markers above, written without recursion per nesting
 * level (JSON.stringify of a value nested thousands deep overflows the test worker's stack).
 */
export function toJsonText(value: unknown): string {
  if (value instanceof LongString) return JSON.stringify(value.toString());
  if (value instanceof DeepNesting) return `${'['.repeat(value.depth)}"x"${']'.repeat(value.depth)}`;
  if (value instanceof LongArray) {
    const item = toJsonText(value.item);
    return `[${new Array(value.count).fill(item).join(',')}]`;
  }
  if (Array.isArray(value)) return `[${value.map((item) => toJsonText(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Strings that break naive handling: NUL, lone surrogates, control and direction characters, injection. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u200b\ufeff',
  '\r\n\t',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '😀👍🏽',
  'null',
  '0',
  '-1',
  '1e309',
];

/** Strings longer than any limit the contract sets (ids 128, terms 200, emails 254, …). */
export function longString(): fc.Arbitrary<LongString> {
  return fc
    .tuple(fc.constantFrom('x', 'é', '\u0000', '😀'), fc.constantFrom(129, 201, 257, 2_049, 10_000, 100_000))
    .map(([unit, count]) => new LongString(unit, count));
}

export function hostileString(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.constantFrom(...NASTY_STRINGS), longString());
}

/**
 * Arrays around and far above `maxItems` (default: the largest limit in the contract, 500), of valid
 * looking items or of wrong ones.
 */
export function longArray(maxItems = 500): fc.Arbitrary<LongArray> {
  return fc
    .tuple(
      fc.constantFrom<unknown>('x', 'PP1001', 1, null, {}, { field: 'x', value: 'y' }),
      fc.constantFrom(maxItems, maxItems + 1, maxItems * 2 + 3, 5_000),
    )
    .map(([item, count]) => new LongArray(item, count));
}

/** Any value of the wrong kind for a property: other JSON types, nasty or long strings, big or deep values. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileString() },
    {
      weight: 2,
      arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2 ** 53 + 1, -1e308, [], {}),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: longArray() },
    { weight: 1, arbitrary: fc.constantFrom(64, 1_000, 5_000).map((depth) => new DeepNesting(depth)) },
  );
}

/**
 * Path segments as they appear in the URL (already percent-encoded or deliberately not): NUL, invalid
 * UTF-8 escapes (a lone continuation byte, an overlong encoding, 0xFF), broken escapes, an encoded
 * slash (no dot segments: the client's URL parser resolves them, so they would reach another route), numbers that are not years, and very long segments.
 */
export const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '%C3%28',
  '%FF%FE',
  '%E0%80%AF',
  '%ED%A0%80',
  '%',
  '%zz',
  '%2F',
  'a%2Fb',
  '%20',
  '2026.5',
  '-1',
  '0',
  '99999999999999999999',
  '1e3',
  'null',
  '%3Cscript%3E',
  '%F0%9F%98%80',
];

export function hostileSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 1, arbitrary: fc.constantFrom(129, 1_000, 8_000).map((n) => 'x'.repeat(n)) },
  );
}

/** Content types a JSON or form endpoint should refuse or read carefully. */
export const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/merge-patch+json',
  'application/octet-stream',
  'application/json, text/plain',
  ';;;',
  '',
];

/** `Content-Encoding` values; with `compress` the body is really compressed with that coding. */
export interface EncodingPlan {
  value: string;
  compress: boolean;
}

export function contentEncoding(): fc.Arbitrary<EncodingPlan> {
  return fc.oneof(
    fc.record({
      value: fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'zstd', 'x-bogus', 'gzip, gzip'),
      compress: fc.constant(false),
    }),
    fc.record({ value: fc.constantFrom('gzip', 'deflate', 'br', 'identity'), compress: fc.constant(true) }),
  );
}

/** Raw bodies that are not the JSON (or form) they claim to be. */
export const BROKEN_BODIES = [
  '',
  '{',
  '{"a":',
  '[1,2',
  '"just a string"',
  'null',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  'a=1&a=2&b',
  '\u0000',
  '{"x":"\\ud800"}',
  '{"x":"\\u0000"}',
];
