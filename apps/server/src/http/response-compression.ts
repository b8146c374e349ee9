import type { Middleware } from 'koa';
import compress from 'koa-compress';
import { SUGGESTIONS_PATH } from './fast-lane.ts';

/**
 * The content types the server compresses as it answers: pages, JSON, calendars, CSV, scripts and
 * style sheets that are not precompressed (the kiosk's), SVG. Not the status stream
 * (`text/event-stream`): a compressor holds back what it is given until it has enough to compress,
 * and an event would wait in it instead of reaching the room screens.
 */
const COMPRESSED_TYPES =
  /^(?:text\/(?:html|css|plain|calendar|csv|javascript)|application\/(?:json|javascript|xml|[\w.+-]+\+json)|image\/svg\+xml)(?:;|$)/i;

/** Whether an answer of this content type is compressed (see {@link COMPRESSED_TYPES}). */
export function isCompressedType(type: string): boolean {
  return COMPRESSED_TYPES.test(type);
}

/**
 * Compresses answers of 1 kB and more for browsers that accept it: Brotli at a quality fast enough
 * to do on every request (4), else gzip. A server-rendered page of search results is about 290 kB of
 * HTML and router state, 30 kB once compressed. The site's built assets are compressed once at
 * build time instead (koa-send serves their `.br`/`.gz` copies, which this leaves alone, as it does
 * anything that already has a Content-Encoding).
 *
 * Suggestions are left as they are, on both of their paths: the fast lane answers them without
 * Koa (a few kB each; compressing would cost the lane a good part of its speed), and the Koa path
 * answers as the lane does.
 */
export function responseCompression(): Middleware {
  // koa-compress 5.2 also offers zstd where Node has it; its types do not know the option yet.
  const options: compress.CompressOptions & { zstd: false } = {
    filter: isCompressedType,
    threshold: 1024,
    br: {},
    gzip: {},
    deflate: false,
    zstd: false,
  };
  const compressing = compress(options);
  return (ctx, next) => (ctx.path === SUGGESTIONS_PATH ? next() : compressing(ctx, next));
}
