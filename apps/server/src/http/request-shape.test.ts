import { describe, expect, it } from 'vitest';
import {
  DEPTH_MESSAGE,
  inspectShape,
  MAX_DEPTH,
  NUL_MESSAGE,
  SURROGATE_MESSAGE,
  textProblem,
} from './request-shape.ts';

/** `depth` arrays inside each other around `inner`. */
function nested(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('inspectShape', () => {
  it('measures a value: nodes and the longest string or key', () => {
    expect(inspectShape({ term: 'teach', filters: [{ field: 'f', value: 1 }] })).toEqual({
      problem: null,
      nodes: 6,
      longestString: 7,
    });
    expect(inspectShape(undefined)).toEqual({ problem: null, nodes: 1, longestString: 0 });
  });

  it('refuses nesting deeper than the limit, at the level where it goes too deep', () => {
    expect(inspectShape(nested(MAX_DEPTH)).problem).toBeNull();
    const deep = inspectShape({ a: nested(MAX_DEPTH) });
    expect(deep.problem?.message).toBe(DEPTH_MESSAGE);
    expect(deep.problem?.path).toBe(`/a${'/0'.repeat(MAX_DEPTH - 1)}`);
  });

  it('walks 10,000 nested arrays without recursion', () => {
    expect(inspectShape(nested(10_000)).problem?.message).toBe(DEPTH_MESSAGE);
  });

  it('names the first NUL character or unpaired surrogate, in values and keys', () => {
    expect(inspectShape({ filters: [{ value: 'a\0b' }] }).problem).toEqual({
      path: '/filters/0/value',
      message: NUL_MESSAGE,
    });
    expect(inspectShape({ 'a/b~\0': 1 }).problem).toEqual({
      path: '/a~1b~0\0',
      message: `key ${NUL_MESSAGE}`,
    });
    expect(inspectShape('\0').problem).toEqual({ path: '/', message: NUL_MESSAGE });
    expect(inspectShape(['ok', '\ud800']).problem).toEqual({ path: '/1', message: SURROGATE_MESSAGE });
  });
});

describe('textProblem', () => {
  it('accepts any Unicode text, surrogate pairs included, and refuses NUL and lone surrogates', () => {
    expect(textProblem('Élève 🎸 ok')).toBeNull();
    expect(textProblem('a\u0000')).toBe(NUL_MESSAGE);
    expect(textProblem('\udc00x')).toBe(SURROGATE_MESSAGE);
    expect(textProblem('x\ud83c')).toBe(SURROGATE_MESSAGE);
  });
});
