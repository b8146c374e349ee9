import { Readable } from 'node:stream';
import { deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentCodings, decodedStream } from './body-encoding.ts';
import type { HttpError } from './errors.ts';

describe('contentCodings', () => {
  it('lists the codings applied, identity left out, names in any case', () => {
    expect(contentCodings(undefined)).toEqual([]);
    expect(contentCodings('identity')).toEqual([]);
    expect(contentCodings('GZip')).toEqual(['gzip']);
    expect(contentCodings('x-gzip')).toEqual(['gzip']);
    expect(contentCodings('deflate, br')).toEqual(['deflate', 'br']);
  });

  it('answers 415 for an unknown coding', () => {
    expect(() => contentCodings('gzip, zstd')).toThrow(
      expect.objectContaining({ status: 415, code: 'unsupported_media_type' }),
    );
  });
});

describe('decodedStream', () => {
  const read = (stream: Readable) => stream.toArray().then((chunks) => Buffer.concat(chunks).toString());

  it('undoes the codings, last applied first', async () => {
    const body = deflateSync(gzipSync('{"a":1}'));
    expect(await read(decodedStream(Readable.from([body]), ['gzip', 'deflate'], () => {}))).toBe('{"a":1}');
  });

  it('reports a body that is not what its coding says once, as a 400 naming the coding', async () => {
    const errors: HttpError[] = [];
    const stream = decodedStream(Readable.from([Buffer.from('{"a":1}')]), ['gzip'], (e) => errors.push(e));
    await read(stream).catch(() => {});
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ status: 400, code: 'bad_request' });
    expect(errors[0]?.message).toContain('gzip');
  });
});
