import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ElementsFixture, elementsFixture, FIXTURE_ELEMENTS_SCRIPT } from './elements-fixture.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The no-build embed's script (issue 17 item 5, decision 0026): served at the version of
 * `@conf/elements` the product holds, cached for a year, loadable from any site; another version or
 * an unbuilt package answers 404 saying so.
 */
describe('GET /embed/elements/{version}/conf-elements.js', () => {
  let server: TestServer;
  let elements: ElementsFixture;

  beforeAll(async () => {
    elements = await elementsFixture();
    server = await startTestServer('pglite', { seed: 'none', env: { ELEMENTS_DIR: elements.dir } });
  });

  afterAll(async () => {
    await server?.close();
    await elements?.remove();
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${pathname}`, { headers });

  it('serves the version held, cached for a year, to any site, with an ETag and 304', async () => {
    const response = await get('/embed/elements/1.4.2/conf-elements.js', {
      origin: 'https://festival.example',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await response.text()).toBe(FIXTURE_ELEMENTS_SCRIPT);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"/);
    const again = await get('/embed/elements/1.4.2/conf-elements.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 naming the version served for another version', async () => {
    const response = await get('/embed/elements/1.4.1/conf-elements.js');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: 'not_found',
      message: 'This product serves the elements of version 1.4.2, not 1.4.1',
    });
  });

  it('answers 400 for a version that is not one', async () => {
    const response = await get('/embed/elements/latest/conf-elements.js');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'validation_failed',
      message: expect.stringMatching(/version/),
    });
  });

  it('answers 404 saying how to build it when the script is not built', async () => {
    const bare = await elementsFixture({ built: false });
    const unbuilt = await startTestServer('pglite', { seed: 'none', env: { ELEMENTS_DIR: bare.dir } });
    try {
      const response = await fetch(`${unbuilt.baseUrl}/embed/elements/1.4.2/conf-elements.js`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: expect.stringMatching(/not built/) });
    } finally {
      await unbuilt.close();
      await bare.remove();
    }
  });
});
