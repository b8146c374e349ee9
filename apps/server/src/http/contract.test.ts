import { describe, expect, it } from 'vitest';
import { toErrorDetails } from './contract.ts';

describe('toErrorDetails', () => {
  it('names where and which field is wrong', () => {
    expect(
      toErrorDetails([
        { instancePath: '/requestBody/term', message: 'must be string', keyword: 'type' },
        { instancePath: '/path/year', message: 'must be integer', keyword: 'type' },
        {
          instancePath: '/query',
          message: "must have required property 'q'",
          keyword: 'required',
          params: { missingProperty: 'q' },
        },
        {
          instancePath: '/requestBody',
          message: 'must NOT have additional properties',
          keyword: 'additionalProperties',
          params: { additionalProperty: 'extra' },
        },
        {
          instancePath: '/requestBody/grouping',
          message: 'must be equal to one of the allowed values',
          keyword: 'enum',
          params: { allowedValues: ['models', 'date'] },
        },
      ]),
    ).toEqual([
      { in: 'body', path: '/term', message: 'must be string' },
      { in: 'path', path: '/year', message: 'must be integer' },
      { in: 'query', path: '/q', message: 'is required' },
      { in: 'body', path: '/extra', message: 'is not an allowed property' },
      { in: 'body', path: '/grouping', message: 'must be one of: models, date' },
    ]);
  });
});
