import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from './contract.ts';
import { corsPolicy, type EmbedDocument, embedOperations, markedOperations } from './cors.ts';

const MUSIC = 'https://music.example.org';
const document = {
  paths: {
    '/search/suggestions': { post: { 'x-embed': true } },
    '/api/web/{year}/events/{id}': { get: { 'x-embed': true }, put: {} },
    '/favorite/{type}': { post: {} },
  },
} satisfies EmbedDocument;
const policy = corsPolicy(document, [MUSIC]);
const request = (method: string, path: string, origin?: string, requestMethod?: string) =>
  policy.decide({ method, path, origin, requestMethod });

describe('corsPolicy', () => {
  it('lists the x-embed operations of openapi.yaml; the state-changing ones all take a favorites token', () => {
    const openapi = loadOpenApiDocument() as EmbedDocument;
    const operations = embedOperations(openapi);
    expect(operations).toContainEqual(['/search/suggestions', 'post']);
    expect(operations).toContainEqual(['/api/web/{year}/events/{id}', 'get']);
    // A state-changing embed call is made with a favorites token, never as a visitor with a cookie
    // (docs/decisions/0022-embed-sign-in.md).
    const stateChanging = operations.filter(
      ([path, method]) =>
        (openapi.paths?.[path]?.[method] as { 'x-csrf'?: unknown } | undefined)?.['x-csrf'] === true,
    );
    expect(stateChanging).toEqual([
      ['/favorite/{type}', 'post'],
      ['/favorite/{type}/{id}', 'delete'],
    ]);
    const bearer = markedOperations(openapi, 'x-bearer', 'favorites');
    for (const operation of stateChanging) expect(bearer).toContainEqual(operation);
    expect(operations.map(([path]) => path)).not.toContain('/api/embed/tokens');
  });

  it('lets a listed origin read an embed answer, never with credentials; Vary: Origin always', () => {
    const allowed = request('POST', '/search/suggestions', MUSIC);
    expect(allowed).toEqual({
      kind: 'headers',
      headers: {
        Vary: 'Origin',
        'Access-Control-Allow-Origin': MUSIC,
        'Access-Control-Expose-Headers': 'Retry-After, ETag, X-Request-Id',
      },
    });
    expect(request('GET', '/api/web/2026/events/E1', MUSIC).kind).toBe('headers');
    // Another site, or none: the answer varies by origin but opens to nobody.
    expect(request('POST', '/search/suggestions', 'https://evil.example')).toEqual({
      kind: 'headers',
      headers: { Vary: 'Origin' },
    });
    expect(request('POST', '/search/suggestions')).toEqual({ kind: 'headers', headers: { Vary: 'Origin' } });
    // The origin must match exactly: scheme and port included.
    expect(request('POST', '/search/suggestions', 'http://music.example.org')).toEqual({
      kind: 'headers',
      headers: { Vary: 'Origin' },
    });
  });

  it('adds nothing to the other operations, even on an embed path', () => {
    expect(request('POST', '/favorite/events', MUSIC)).toEqual({ kind: 'none' });
    expect(request('PUT', '/api/web/2026/events/E1', MUSIC)).toEqual({ kind: 'none' });
    expect(request('GET', '/', MUSIC)).toEqual({ kind: 'none' });
  });

  it('answers a preflight of a listed origin for an embed method, with the headers an embed sends', () => {
    expect(request('OPTIONS', '/search/suggestions/', MUSIC, 'POST')).toEqual({
      kind: 'preflight',
      headers: {
        Vary: 'Origin',
        'Access-Control-Allow-Origin': MUSIC,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type, Authorization',
        'Access-Control-Max-Age': '600',
      },
    });
  });

  it('refuses other preflights, saying why', () => {
    expect(request('OPTIONS', '/search/suggestions', 'https://evil.example', 'POST')).toMatchObject({
      kind: 'refused',
      message: 'Origin https://evil.example may not call /search/suggestions: it is not in EMBED_ORIGINS',
    });
    expect(request('OPTIONS', '/api/web/2026/events/E1', MUSIC, 'PUT')).toMatchObject({
      kind: 'refused',
      message: 'PUT /api/web/2026/events/E1 is not open to other sites (open: GET)',
    });
    expect(request('OPTIONS', '/favorite/events', MUSIC, 'POST')).toMatchObject({
      kind: 'refused',
      message: '/favorite/events is not open to other sites',
    });
    // An OPTIONS that is no preflight is the contract's (405 on a path it has).
    expect(request('OPTIONS', '/favorite/events', MUSIC)).toEqual({ kind: 'none' });
  });

  it('opens nothing when no origin is listed', () => {
    const closed = corsPolicy(document, []);
    expect(
      closed.decide({ method: 'OPTIONS', path: '/search/suggestions', origin: MUSIC, requestMethod: 'POST' }),
    ).toMatchObject({ kind: 'refused' });
    expect(
      closed.decide({ method: 'POST', path: '/search/suggestions', origin: MUSIC, requestMethod: undefined }),
    ).toEqual({ kind: 'headers', headers: { Vary: 'Origin' } });
  });
});
