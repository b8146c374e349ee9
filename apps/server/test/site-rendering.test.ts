import type { IncomingHttpHeaders } from 'node:http';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoritableRecords, signedInAttendees } from './fixtures/signed-in-attendee.ts';
import { sendJson, startTestServer, type TestServer } from './harness.ts';
import { builtSite } from './site-build.ts';

/**
 * The site's pages rendered on the server (apps/site/src/entry-server.tsx, run by the built site's
 * renderer): what a browser with JavaScript off, a search engine or a chat app's link preview gets.
 * The pages' loaders call the API through the app in process, as the page's user.
 */
describe('server-rendered pages', () => {
  let server: TestServer;
  let eventId: string;
  let eventName: string;
  let contributorId: string;
  const newUser = signedInAttendees(() => server, 'renders');

  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { SITE_MODE: 'dist', SITE_DIST: await builtSite() } });
    const event = await server.db.kysely
      .selectFrom('events')
      .select(['id', 'name'])
      .where('year', '=', 2026)
      .where('canceled', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    eventId = event.id;
    eventName = event.name;
    ({ personId: contributorId } = await favoritableRecords(server.db.kysely, { events: 1 }));
  });

  afterAll(async () => {
    expect(server.violations).toEqual([]);
    await server?.close();
  });

  /** A page as a visitor's browser asks for it, not following redirects. */
  const page = async (path: string, cookie?: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  /** The `content` of a `<meta>` named (or with the property) `key`. */
  const metaOf = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`))?.[1];

  /** The text of an HTML fragment, tags dropped and entities of the renderer decoded. */
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ');

  const escaped = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

  it('renders an event page with its content, the page frame and the preview tags', async () => {
    const { status, html } = await page(`/2026/events/${eventId}`);
    expect(status).toBe(200);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>/);
    expect(textOf(root)).toContain(eventName);
    // The frame: banner with the navigation, main, and the footer.
    expect(root).toContain('<header');
    expect(root).toContain('aria-label="Main"');
    expect(root).toContain('<main');
    expect(root).toContain('<footer');
    expect(html).toContain(`<title>${escaped(eventName)} · EDU Summit 2026</title>`);
    expect(metaOf(html, 'og:title')).toBe(escaped(eventName));
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:url')).toBe(`${server.baseUrl}/2026/events/${eventId}`);
    expect(metaOf(html, 'description')?.length).toBeGreaterThan(20);
    expect(metaOf(html, 'twitter:card')).toMatch(/^summary/);
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/2026/events/${eventId}">`);
    // The browser hydrates from the loader data written into the page: nothing is fetched twice.
    const state = html.match(/<script type="application\/json" id="router-state">(.*?)<\/script>/)?.[1];
    expect(state).toBeDefined();
    expect(JSON.stringify(JSON.parse(state ?? '{}'))).toContain(`"event_id":"${eventId}"`);
  });

  it("shows the demo programme (EDU Summit, Austin) with its times in Chicago's zone", async () => {
    const landing = await page('/');
    expect(textOf(landing.html)).toContain('March 9\u201312, 2026 · Austin, Texas');
    expect(textOf(landing.html)).toContain('All times are shown in Central Time (CT).');
    const timed = await server.db.kysely
      .selectFrom('events')
      .select(['id', 'start_time'])
      .where('year', '=', 2026)
      .where('start_time', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { html } = await page(`/2026/events/${timed.id}`);
    const wallClock = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(new Date(timed.start_time as unknown as string))
      .replace(/\s/g, '');
    expect(textOf(html.slice(html.indexOf('<div id="root">')))).toMatch(new RegExp(`${wallClock}\\S* CT`));
  });

  it('renders a contributor page as a profile, with its image when it has one', async () => {
    const { status, html } = await page(`/2026/contributors/${contributorId}`);
    expect(status).toBe(200);
    expect(metaOf(html, 'og:type')).toBe('profile');
    const image = metaOf(html, 'og:image');
    if (image) expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('answers missing records, unknown paths and a year that is not one with the 404 screen and status', async () => {
    for (const path of [
      '/2026/events/no-such-event',
      '/no/such/page',
      '/20x6/events/1',
      '/2026/films/none',
    ]) {
      const { status, html } = await page(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(html).toContain('<title>Page not found · EDU Summit 2026</title>');
      expect(textOf(html)).toMatch(/not found/i);
    }
  });

  it('renders the search page with its results, pages and a search form that works without JavaScript', async () => {
    const { status, html } = await page('/2026/search/event');
    expect(status).toBe(200);
    expect(html).toContain('<title>Search · EDU Summit 2026</title>');
    expect(html.match(/href="\/2026\/events\/[^"]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(20);
    expect(html).toContain('href="/2026/search/event?page=2"');
    expect(html).toMatch(/<form role="search"[^>]*method="get"[^>]*>/);
    expect(html).toMatch(/<input[^>]*name="q"/);
    const searched = await page('/2026/search/event?q=teacher');
    expect(searched.html).toContain('<title>Search: teacher · EDU Summit 2026</title>');
    expect(metaOf(searched.html, 'og:url')).toBe(`${server.baseUrl}/2026/search/event?q=teacher`);
  });

  it('sends a visitor from My Favorites to sign in, and renders a signed-in user their favorites', async () => {
    const visitor = await page('/2026/favorites/event');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/login?origin=%2F2026%2Ffavorites%2Fevent');
    const user = await newUser();
    const saved = await sendJson(server.baseUrl, user.browser, 'POST', '/favorite/events', { id: eventId });
    expect(saved.status).toBe(200);
    const cookie = [...user.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const mine = await page('/2026/favorites/event', cookie);
    expect(mine.status).toBe(200);
    expect(metaOf(mine.html, 'robots')).toBe('noindex');
    expect(textOf(mine.html)).toContain(eventName);
  });

  it('renders a shared schedule while its link is live, and 404 once revoked', async () => {
    const owner = await newUser();
    expect(
      (await sendJson(server.baseUrl, owner.browser, 'POST', '/favorite/events', { id: eventId })).status,
    ).toBe(200);
    const shared = await sendJson(server.baseUrl, owner.browser, 'PUT', '/api/me/schedule-share', {
      enabled: true,
    });
    const { url } = (await shared.json()) as { url: string };
    const path = new URL(url).pathname;
    const live = await page(path);
    expect(live.status).toBe(200);
    expect(textOf(live.html)).toContain(eventName);
    expect(metaOf(live.html, 'og:title')).toMatch(/schedule/i);
    await sendJson(server.baseUrl, owner.browser, 'PUT', '/api/me/schedule-share', { enabled: false });
    expect((await page(path)).status).toBe(404);
  });

  /** An answer's headers and bytes as sent (fetch would decode them), the body cut at 2 MB or 1 s. */
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = httpGet(
        `${server.baseUrl}${path}`,
        { headers: { 'accept-encoding': acceptEncoding, accept: '*/*' } },
        (response) => {
          const chunks: Buffer[] = [];
          const done = () => {
            request.destroy();
            resolve({ headers: response.headers, body: Buffer.concat(chunks) });
          };
          const cut = setTimeout(done, 1000);
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            clearTimeout(cut);
            done();
          });
        },
      );
      request.on('error', reject);
    });

  it('compresses pages as they are sent and serves the scripts compressed at build time', async () => {
    const landing = await raw('/', 'gzip, deflate, br, zstd');
    expect(landing.headers['content-encoding']).toBe('br');
    expect(landing.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(landing.body).toString('utf8');
    expect(html).toContain('<title>');
    expect(landing.body.length).toBeLessThan(html.length / 2);
    expect((await raw('/', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await raw('/', 'identity')).headers['content-encoding']).toBeUndefined();

    // The page's entry module, which the boot script adds once the page is painted (decision 0016).
    const boot = html.match(
      /<script src="(\/vite\/boot\.js)" data-entry="(\/vite\/assets\/[^"]+\.js)" defer>/,
    );
    expect((await raw(boot?.[1] ?? '/vite/boot.js', 'identity')).body.toString('utf8')).toContain(
      'data-entry',
    );
    const script = boot?.[2];
    expect(script).toBeDefined();
    const plain = await raw(script ?? '', 'identity');
    const brotli = await raw(script ?? '', 'br');
    const gzip = await raw(script ?? '', 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('never compresses the status stream, whose events must not wait in a compressor', async () => {
    const stream = await raw('/statuses/stream', 'gzip, deflate, br');
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
  });
});
