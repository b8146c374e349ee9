import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveProgramme } from '../src/programmes/store.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { builtSite } from './site-build.ts';

/**
 * The installable site (issue 15 item 1, docs/offline.md): the web app manifest from the landing
 * year's programme settings, linked from every page, and the service worker served at the root.
 */
describe('web app manifest and service worker', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = await builtSite();
    server = await startTestServer('pglite', {
      seed: 'none',
      env: { SITE_MODE: 'dist', SITE_DIST: dist, LANDING_YEAR: '2026', THEME: 'education' },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${pathname}`, { headers });

  it('names the app after the neutral programme of a year without settings', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'Programme 2026', start_url: '/', display: 'standalone' });
  });

  it('takes name, short name, tagline and theme colour from the stored settings, with ETag and 304', async () => {
    await saveProgramme(server.db.kysely, 2026, 'test', {
      name: 'Harbour Festival 2026',
      short_name: 'Harbour',
      time_zone: 'Europe/Lisbon',
      theme: 'festival',
      tagline: 'Music by the sea',
    });
    const response = await get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    const manifest = await response.json();
    expect(manifest).toEqual({
      id: '/',
      name: 'Harbour Festival 2026',
      short_name: 'Harbour',
      description: 'Music by the sea',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#4a1038',
      background_color: '#ffffff',
      icons: [
        { src: '/vite/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/vite/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/vite/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/manifest.webmanifest', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves the icons the manifest names, PNGs of 192 and 512 px', async () => {
    for (const [file, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
    ] as const) {
      const response = await get(`/vite/icons/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  it('links the manifest and the theme colour from the pages', async () => {
    const html = await (await get('/', { accept: 'text/html' })).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/);
  });

  it('serves the built service worker at the root, scope / allowed, revalidated on every check', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('service-worker-allowed')).toBe('/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const script = await response.text();
    expect(script === (await readFile(path.join(dist, 'sw.js'), 'utf8'))).toBe(true);
    // Precaches the built files under /vite/ (not source maps, not compressed copies, not the template).
    const precached = [...script.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1] ?? '');
    expect(precached).toContain('/vite/icons/icon-192.png');
    expect(precached.some((url) => url.endsWith('.css'))).toBe(true);
    expect(precached.filter((url) => !url.startsWith('/vite/') || /\.(map|br|gz|html)$/.test(url))).toEqual(
      [],
    );
    // Prompted updates: the new worker waits for the page's SKIP_WAITING message.
    expect(script.includes('"SKIP_WAITING"')).toBe(true);
  });

  it('answers 404 with a reason when the build has no service worker (nothing to install)', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'conf-no-sw-'));
    const unbuilt = await startTestServer('pglite', {
      seed: 'none',
      env: { SITE_MODE: 'dist', SITE_DIST: bare, LANDING_YEAR: '2026' },
    });
    try {
      const response = await fetch(`${unbuilt.baseUrl}/sw.js`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: 'not_found',
        message: expect.stringMatching(/service worker/),
      });
    } finally {
      await unbuilt.close();
      await rm(bare, { recursive: true, force: true });
    }
  });
});
