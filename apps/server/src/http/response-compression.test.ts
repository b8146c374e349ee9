import { describe, expect, it } from 'vitest';
import { isCompressedType } from './response-compression.ts';

describe('isCompressedType', () => {
  it.each([
    'text/html; charset=utf-8',
    'application/json; charset=utf-8',
    'application/problem+json',
    'text/calendar; charset=utf-8',
    'text/csv',
    'text/css',
    'application/javascript',
    'image/svg+xml',
  ])('compresses %s', (type) => expect(isCompressedType(type)).toBe(true));

  it.each([
    'text/event-stream',
    'text/event-stream; charset=utf-8',
    'image/png',
    'image/jpeg',
    'application/octet-stream',
    'application/zip',
    '',
  ])('leaves %s alone', (type) => expect(isCompressedType(type)).toBe(false));
});
