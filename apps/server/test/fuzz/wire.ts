import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { FuzzOperation } from './contract-operations.ts';
import type { BodyPlan, FuzzCase } from './fuzz-case.ts';
import type { Identity } from './fuzz-world.ts';
import { LongString, toJsonText } from './hostile.ts';
import type { Answer } from './response-check.ts';

/**
 * Turns a {@link FuzzCase} into the bytes of an HTTP request and sends it with a deadline: the
 * request as a client writes it (URL with the segments and query as generated, cookie and CSRF token
 * of the identity, the body encoded, compressed when the case says so), then the answer's status,
 * content type and body (an event stream is not read: it stays open by design).
 */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A token-shaped value that is not the identity's (the CSRF check must refuse it). */
const WRONG_TOKEN = 'A'.repeat(43);

function formText(fields: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    form.append(
      key,
      typeof value === 'object' && value !== null && !(value instanceof LongString)
        ? toJsonText(value)
        : String(value),
    );
  }
  return form.toString();
}

function bodyText(body: BodyPlan): string | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'json':
      return toJsonText(body.value);
    case 'form':
      return formText(body.fields);
    case 'raw':
      return body.text;
  }
}

function compress(bytes: Buffer, coding: string): Buffer {
  switch (coding) {
    case 'gzip':
      return gzipSync(bytes);
    case 'deflate':
      return deflateSync(bytes);
    case 'br':
      return brotliCompressSync(bytes);
    default:
      return bytes;
  }
}

export function toWireRequest(
  op: FuzzOperation,
  c: FuzzCase,
  baseUrl: string,
  identity: Identity,
): WireRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => c.path[name] ?? '');
  const query = c.query.map(([key, value]) => `${key}=${value}`);
  if (c.urlPadding) query.push(`pad=${'p'.repeat(c.urlPadding)}`);
  const url = `${baseUrl}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const token = c.csrf === 'valid' ? identity.csrfToken : c.csrf === 'wrong' ? WRONG_TOKEN : null;
  const headers: Record<string, string> = {};
  if (identity.cookie) headers.cookie = identity.cookie;
  if (token !== null) headers['x-csrf-token'] = token;
  let body = c.body;
  if (body.kind === 'form') {
    // Form posts carry the token as a field (the header is for JSON calls).
    const { authenticity_token: _, ...fields } = body.fields;
    body = { kind: 'form', fields: token === null ? fields : { authenticity_token: token, ...fields } };
  }
  const text = op.method === 'GET' || op.method === 'HEAD' ? undefined : bodyText(body);
  let bytes: Buffer | undefined = text === undefined ? undefined : Buffer.from(text, 'utf8');
  if (bytes) {
    const declared = body.kind === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    const contentType = c.contentType ?? declared;
    if (contentType !== '') headers['content-type'] = contentType;
    if (c.encoding) {
      headers['content-encoding'] = c.encoding.value;
      if (c.encoding.compress) bytes = compress(bytes, c.encoding.value);
    }
  }
  for (const [name, value] of Object.entries(c.headers)) headers[name.toLowerCase()] = value;
  return { method: op.method, url, headers, body: bytes };
}

/** Sends `request`; rejects when the answer (head and body) takes longer than `timeoutMs`. */
export async function sendWithDeadline(request: WireRequest, timeoutMs: number): Promise<Answer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body ? new Uint8Array(request.body) : undefined,
    redirect: 'manual',
    signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, contentType, body: null };
  }
  return { status: response.status, contentType, body: await response.text() };
}

/** The request in one line for a report: method, URL (long parts cut), content headers, body start. */
export function describeRequest(request: WireRequest): string {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
  const url = cut(request.url.replace(/^https?:\/\/[^/]+/, ''), 160);
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== 'cookie')
    .map(([name, value]) => `${name}: ${cut(value, 40)}`)
    .join(', ');
  const body = request.body ? ` body ${cut(Buffer.from(request.body).toString('latin1'), 160)}` : '';
  return `${request.method} ${url} [${headers}]${body}`;
}
