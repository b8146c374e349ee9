import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { HttpError } from './errors.ts';

/**
 * Request bodies sent with a `Content-Encoding`: gzip (`x-gzip`), deflate and br are decoded, the app's
 * body limit applying to the decoded bytes (json-body.ts), so a zip bomb is cut at the limit with a
 * 413. A body that does not decode as its header says (a lying or broken encoding) is a 400
 * `bad_request` naming the encoding; an encoding the server does not know is a 415
 * `unsupported_media_type`. Before, both reached the error middleware as zlib errors: 500.
 */

export type Coding = 'gzip' | 'deflate' | 'br';

const CODINGS: Readonly<Record<string, Coding | null>> = {
  identity: null,
  gzip: 'gzip',
  'x-gzip': 'gzip',
  deflate: 'deflate',
  br: 'br',
};

/**
 * The codings of a `Content-Encoding` header in the order they were applied (`identity` left out);
 * an unknown coding is a 415. Pure.
 */
export function contentCodings(header: string | undefined): Coding[] {
  if (header === undefined) return [];
  const codings: Coding[] = [];
  for (const raw of header.split(',')) {
    const name = raw.trim().toLowerCase();
    if (name === '') continue;
    const coding = CODINGS[name];
    if (coding === undefined) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        `Content-Encoding ${JSON.stringify(name.slice(0, 40))} is not supported: send gzip, deflate, br or identity`,
      );
    }
    if (coding) codings.push(coding);
  }
  return codings;
}

/** The 400 for a body that does not decode as its `Content-Encoding` says. */
export function badEncoding(codings: readonly Coding[]): HttpError {
  return new HttpError(
    400,
    'bad_request',
    `The request body is not valid ${codings.join(', ')} data, as its Content-Encoding says`,
  );
}

function decoder(coding: Coding) {
  if (coding === 'gzip') return createGunzip();
  if (coding === 'deflate') return createInflate();
  return createBrotliDecompress();
}

/**
 * `source` decoded by `codings` (last applied, first undone). An error of any decoder is answered by
 * `onError` (once); the caller stops reading then.
 */
export function decodedStream(
  source: Readable,
  codings: readonly Coding[],
  onError: (error: HttpError) => void,
): Readable {
  let stream: Readable = source;
  let failed = false;
  for (const coding of [...codings].reverse()) {
    const next = decoder(coding);
    next.on('error', () => {
      if (failed) return;
      failed = true;
      onError(badEncoding(codings));
    });
    stream = stream.pipe(next);
  }
  return stream;
}
