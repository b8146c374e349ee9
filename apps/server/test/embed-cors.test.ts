import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Cross-origin calls of an embedding site (src/http/cors.ts, EMBED_ORIGINS) on the real app: the
 * suggestion fast lane and the Koa path alike, preflights, error answers, and the operations that
 * stay same-origin. On the embedded database only: CORS never touches the database.
 */

const MUSIC = 'https://music.example.org';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('pglite', { env: { EMBED_ORIGINS: `${MUSIC},http://localhost:5173` } });
});
afterAll(async () => {
  await server?.close();
});

const call = (path: string, init: RequestInit & { headers?: Record<string, string> }) =>
  fetch(`${server.baseUrl}${path}`, init);
const suggestions = (origin: string, contentType = 'application/json', q = 'teach') =>
  call('/search/suggestions', {
    method: 'POST',
    headers: { origin, 'content-type': contentType },
    body: JSON.stringify({ q }),
  });

describe('embedding from another origin', () => {
  it('answers the preflight of a listed origin; refuses another with a JSON error naming it', async () => {
    const preflight = await call('/search/suggestions', {
      method: 'OPTIONS',
      headers: {
        origin: MUSIC,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(MUSIC);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    expect(preflight.headers.get('vary')).toMatch(/Origin/);

    const refused = await call('/search/suggestions', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(await refused.json()).toEqual({
      status: 403,
      error: 'forbidden',
      message: 'Origin https://evil.example may not call /search/suggestions: it is not in EMBED_ORIGINS',
    });
  });

  it('lets the listed origin read suggestions, from the fast lane and from Koa alike', async () => {
    for (const contentType of ['application/json', 'application/json;charset=utf-8']) {
      const answer = await suggestions(MUSIC, contentType);
      expect(answer.status, contentType).toBe(200);
      expect(answer.headers.get('access-control-allow-origin'), contentType).toBe(MUSIC);
      expect(answer.headers.get('access-control-expose-headers'), contentType).toMatch(/Retry-After/);
      expect(answer.headers.get('vary'), contentType).toMatch(/Origin/);
      expect(answer.headers.get('access-control-allow-credentials'), contentType).toBeNull();
      expect(Array.isArray(await answer.json())).toBe(true);
    }
  });

  it('keeps the headers on an error answer, so the embed can read why', async () => {
    const answer = await suggestions(MUSIC, 'application/json', 'x'.repeat(10_000));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('access-control-allow-origin')).toBe(MUSIC);
    expect((await answer.json()).error).toBe('validation_failed');
  });

  it('opens nothing to an origin that is not listed', async () => {
    const answer = await suggestions('https://evil.example');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/Origin/);
  });

  it('serves an event and a search to the listed origin', async () => {
    const search = await call('/search', {
      method: 'POST',
      headers: { origin: MUSIC, 'content-type': 'application/json' },
      body: JSON.stringify({ term: 'teach', models: ['event'] }),
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('access-control-allow-origin')).toBe(MUSIC);
    const hit = ((await search.json()) as { hits: { _id: string; type: string }[] }).hits.find(
      (h) => h.type === 'event',
    );
    expect(hit).toBeDefined();
    const event = await call(`/api/web/2026/events/${hit?._id}`, { headers: { origin: MUSIC } });
    expect(event.status).toBe(200);
    expect(event.headers.get('access-control-allow-origin')).toBe(MUSIC);
  });

  it('keeps every other operation same-origin: no CORS header, its preflight refused', async () => {
    const features = await call('/api/web/features', { headers: { origin: MUSIC } });
    expect(features.status).toBe(200);
    expect(features.headers.get('access-control-allow-origin')).toBeNull();
    // (The favorite changes are open to a favorites token: test/embed-token.test.ts.)
    const preflight = await call('/api/me/settings', {
      method: 'OPTIONS',
      headers: { origin: MUSIC, 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // An OPTIONS that is no preflight stays the contract's 405.
    expect((await call('/search/suggestions', { method: 'OPTIONS' })).status).toBe(405);
  });
});
