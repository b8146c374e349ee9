import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../src/http/api-paths.ts';
import { loadOpenApiDocument } from '../src/http/contract.ts';
import { MAX_URL_LENGTH } from '../src/http/early-answers.ts';
import { checkResponse } from './contract-check.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { builtSite } from './site-build.ts';

/**
 * The edge answers of the contract (issue 11): requests no operation describes, or that the server
 * refuses before any operation, still get a declared status and the contract's JSON error body.
 * These answers touch no database, so the suite runs on PGlite only. The site is served (a test
 * build, as features-api.test does), so that site pages are checked to stay pages.
 */
describe('answers at the edges of the contract', () => {
  let server: TestServer;
  let siteDist: string;

  beforeAll(async () => {
    siteDist = await builtSite();
    server = await startTestServer('pglite', { env: { SITE_MODE: 'dist', SITE_DIST: siteDist } });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** A raw request (no contract check of its own), and the contract check's verdict on its answer. */
  const send = async (method: string, target: string, headers: Record<string, string> = {}) => {
    const url = `${server.baseUrl}${target}`;
    const response = await server.main.rawFetch(url, { method, headers });
    const violation = await checkResponse(method, url, response);
    const body: unknown = response.headers.get('content-type')?.includes('json')
      ? await response.json()
      : null;
    return { status: response.status, type: response.headers.get('content-type') ?? '', body, violation };
  };

  it('answers unmatched API paths with the JSON 404, whatever the method or Accept header', async () => {
    const paths = [
      '/api/nothing',
      '/api/web/2026/nothing/x',
      '/api/me/nothing',
      '/auth/oidc/nothing',
      '/statuses/a/b',
      '/calendar/x',
      '/favorite/events/x/y',
      '/images/x',
    ];
    for (const target of paths) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        const answer = await send(method, target, { accept: 'text/html' });
        expect({ target, method, ...answer }).toMatchObject({
          status: 404,
          body: { status: 404, error: 'not_found' },
          violation: null,
        });
      }
    }
  });

  it('keeps site pages as pages (GET, HTML) next to the API', async () => {
    for (const target of ['/search', '/search/events', '/2026/search', '/login']) {
      const answer = await send('GET', target, { accept: 'text/html' });
      expect({ target, status: answer.status, type: answer.type }).toMatchObject({
        status: 200,
        type: expect.stringContaining('text/html'),
      });
    }
    // My Favorites is a page too: a visitor is sent to sign in first (its loader's redirect).
    const favorites = await server.main.rawFetch(`${server.baseUrl}/favorites`, { redirect: 'manual' });
    expect(favorites.status).toBe(302);
    expect(favorites.headers.get('location')).toBe('/login?origin=%2Ffavorites');
  });

  it('sorts every path of the contract: an API-only path, or one the site shares (GET is its page)', () => {
    const shared = ['/search', '/{year}/search', '/search/suggestions', '/search/attendees'];
    const sharedToo = ['/search/favorites', '/search/conversions', '/attendees/{id}.json'];
    for (const template of Object.keys(loadOpenApiDocument().paths ?? {})) {
      const sample = template.replace(/\{[^}]+\}/g, 'x');
      expect({ template, api: isApiPath(sample) }).toEqual({
        template,
        api: ![...shared, ...sharedToo].includes(template),
      });
    }
  });

  it('answers another method on a contract path 405, declared for the path', async () => {
    for (const [method, target] of [
      ['PUT', '/healthz'],
      ['DELETE', '/api/me'],
      ['PATCH', '/api/web/2026/events/x/rsvp'],
      ['POST', '/calendar/x.ics'],
    ] as const) {
      const answer = await send(method, target);
      expect({ method, target, ...answer }).toMatchObject({
        status: 405,
        body: { error: 'method_not_allowed' },
        violation: null,
      });
    }
  });

  it('answers an unknown query parameter 400 on operations without any parameter', async () => {
    for (const target of ['/healthz?x=1', '/api/web/features?x=1', '/api/me?x=1', '/statuses/stream?x=1']) {
      const answer = await send('GET', target);
      expect({ target, ...answer }).toMatchObject({
        status: 400,
        body: { error: 'validation_failed' },
        violation: null,
      });
    }
  });

  it('answers a URL over 8 KB 414 with the JSON error body, on API paths and pages alike', async () => {
    for (const target of [
      `/api/web/2026/events/${'e'.repeat(MAX_URL_LENGTH)}`,
      `/search?q=${'q'.repeat(MAX_URL_LENGTH)}`,
      `/api/web/features?x=${'x'.repeat(20_000)}`,
    ]) {
      const answer = await send('GET', target);
      expect({ length: target.length, ...answer }).toMatchObject({
        status: 414,
        body: { status: 414, error: 'uri_too_long' },
        violation: null,
      });
    }
  });

  it('answers headers over the limit 431 with the JSON error body', async () => {
    const answer = await send('GET', '/api/web/features', { 'x-padding': 'p'.repeat(20_000) });
    expect(answer).toMatchObject({
      status: 431,
      body: { status: 431, error: 'request_header_fields_too_large' },
      violation: null,
    });
  });

  it('answers 404 for any link token that is not a live one: malformed, overlong, NUL', async () => {
    const tokens = ['x', 'bad!token', '%00', 'a'.repeat(43), 'a'.repeat(300), 't'.repeat(4000)];
    for (const token of tokens) {
      for (const target of [`/calendar/${token}.ics`, `/api/shared-schedules/${token}`]) {
        const answer = await send('GET', target);
        expect({ target: target.slice(0, 60), ...answer }).toMatchObject({
          status: 404,
          body: { status: 404, error: 'not_found' },
          violation: null,
        });
      }
    }
  });
});
