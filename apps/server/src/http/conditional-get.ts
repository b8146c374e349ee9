import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/** A strong ETag of some bytes or text: the start of their SHA-256, base64url. */
export function strongEtag(content: string | Uint8Array): string {
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 32)}"`;
}

/** Whether an `If-None-Match` header names this ETag (weak or strong) or is `*`. */
export function namesEtag(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sets the answer's `ETag` and, when the request's `If-None-Match` already names it, answers 304 Not
 * Modified without a body; returns whether it did (the handler then stops). Not Koa's `ctx.fresh`:
 * that says "not fresh" whenever the request carries `Cache-Control: no-cache`, which `fetch` adds to
 * every request given its own `If-None-Match`, so a client revalidating by hand would never get 304.
 */
export function answeredNotModified(ctx: Context, etag: string): boolean {
  ctx.set('ETag', etag);
  const ifNoneMatch = ctx.get('If-None-Match');
  if (!ifNoneMatch || !namesEtag(ifNoneMatch, etag)) return false;
  ctx.status = 304;
  return true;
}
