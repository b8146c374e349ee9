import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCatalog } from '../src/catalog/import.ts';
import type { CatalogInput } from '../src/catalog/types.ts';
import { drivers, startTestServer, type TestServer } from './harness.ts';

/**
 * The image proxy (`GET /images/remote?url=…`, docs/decisions/0009-image-proxy.md) through the real
 * app on both drivers. A loopback HTTP server plays the outside image host: a PNG, a same-host
 * redirect, a redirect to another host, a file over 5 MB, an HTML page, an SVG, a 404 and a slow
 * answer. The catalogue names them through a real import; the records API hands out the proxied
 * addresses. The app under test may reach loopback addresses (`allowReservedAddresses`, a test-only
 * option); a second app with the production default refuses the same host.
 */

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const SIX_MB = 6 * 1024 * 1024;

interface OutsideHost {
  origin: string;
  /** Requests received, by path. */
  hits: Map<string, number>;
  close: () => Promise<void>;
}

async function startOutsideHost(): Promise<OutsideHost> {
  const hits = new Map<string, number>();
  let origin = '';
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    res.on('error', () => {});
    switch (path) {
      case '/photo.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length }).end(PNG);
        return;
      case '/moved.png':
        res.writeHead(301, { location: '/photo.png' }).end();
        return;
      case '/elsewhere.png':
        // Same port, another host name: another host for the proxy.
        res.writeHead(302, { location: `${origin.replace('127.0.0.1', 'localhost')}/photo.png` }).end();
        return;
      case '/huge.png': {
        // No Content-Length: the limit must be counted on the bytes as they come.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(PNG.subarray(0, 8));
        const chunk = Buffer.alloc(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < SIX_MB && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
        return;
      }
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script>alert(1)</script>');
        return;
      case '/logo.svg':
        res
          .writeHead(200, { 'content-type': 'image/svg+xml' })
          .end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
        return;
      case '/disguised.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><p>not an image</p>');
        return;
      case '/slow.png': {
        const timer = setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG), 3_000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      default:
        res.writeHead(404, { 'content-type': 'text/plain' }).end('no such file');
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const PATHS = [
  'photo.png',
  'moved.png',
  'elsewhere.png',
  'huge.png',
  'page.html',
  'logo.svg',
  'disguised.png',
  'slow.png',
  'missing.png',
] as const;

/** A programme whose records name the outside host's files. */
function programme(origin: string): CatalogInput {
  const published = '2026-01-01T00:00:00Z';
  return {
    year: 2026,
    source: 'image-proxy-test',
    venues: [{ id: 'IMG-HALL', name: 'Image Hall', thumbnail_url: `${origin}/moved.png` }],
    entities: [
      {
        id: 'IMG-P1',
        type: 'person',
        name: 'Ada Photographed',
        thumbnail_url: `${origin}/photo.png`,
        image_url: `${origin}/photo.png`,
        publish_at: published,
      },
    ],
    events: PATHS.map((file, i) => ({
      id: `IMG-E${i}`,
      name: `Pictured ${file}`,
      start_time: '2026-03-10T09:00:00-05:00',
      end_time: '2026-03-10T10:00:00-05:00',
      publish_at: published,
      venue_id: 'IMG-HALL',
      thumbnail_url: `${origin}/${file}`,
      image_url: `${origin}/${file}`,
      entities: [{ entity_id: 'IMG-P1', role: 'contributor' as const }],
    })),
    attendees: [],
  };
}

const proxied = (url: string) => `/images/remote?url=${encodeURIComponent(url)}`;

describe.each(drivers())('image proxy on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let outside: OutsideHost;
  let server: TestServer;

  beforeAll(async () => {
    outside = await startOutsideHost();
    server = await startTestServer(driver, {
      seed: 'none',
      imageProxy: { allowReservedAddresses: true, timeoutMs: 600 },
    });
    await importCatalog(server.db, programme(outside.origin));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await outside?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    server.fetch(`${server.baseUrl}${path}`, { headers });
  const errorOf = async (response: Response) => {
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return (await response.json()) as { status: number; error: string; message: string };
  };

  describe('the records API', () => {
    it('hands out proxied addresses for outside images, and keeps the original in the database', async () => {
      const photo = `${outside.origin}/photo.png`;
      const { data: event } = await server.client.GET('/api/web/{year}/events/{id}', {
        params: { path: { year: 2026, id: 'IMG-E0' } },
      });
      expect(event?.thumbnail_url).toBe(proxied(photo));
      expect(event?.image?.url).toBe(proxied(photo));
      expect(event?.contributors[0]?.thumbnail_url).toBe(proxied(photo));
      const { data: person } = await server.client.GET('/api/web/{year}/contributors/{id}', {
        params: { path: { year: 2026, id: 'IMG-P1' } },
      });
      expect(person?.thumbnail_url).toBe(proxied(photo));
      expect(person?.image?.url).toBe(proxied(photo));
      const { data: venue } = await server.client.GET('/api/web/{year}/venues/{id}', {
        params: { path: { year: 2026, id: 'IMG-HALL' } },
      });
      expect(venue?.thumbnail_url).toBe(proxied(`${outside.origin}/moved.png`));
      const stored = await server.db.kysely
        .selectFrom('events')
        .select('thumbnail_url')
        .where('id', '=', 'IMG-E0')
        .executeTakeFirstOrThrow();
      expect(stored.thumbnail_url).toBe(photo);
    });

    it('gives search results the proxied addresses too', async () => {
      await vi.waitFor(async () => {
        const response = await server.fetch(`${server.baseUrl}/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': server.main.csrfToken() },
          body: JSON.stringify({ term: 'Ada Photographed', models: ['person'] }),
        });
        const result = (await response.json()) as { hits: { _source: { thumbnail_url?: string } }[] };
        expect(result.hits[0]?._source.thumbnail_url).toBe(proxied(`${outside.origin}/photo.png`));
      });
    });
  });

  describe('an image the catalogue names', () => {
    it('is served as the PNG it is, with cache headers, from memory the second time', async () => {
      const response = await get(proxied(`${outside.origin}/photo.png`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      const etag = response.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);

      const again = await get(proxied(`${outside.origin}/photo.png`), { 'if-none-match': etag ?? '' });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(outside.hits.get('/photo.png')).toBe(1);
    });

    it('follows a redirect on the same host', async () => {
      const response = await get(proxied(`${outside.origin}/moved.png`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    });
  });

  describe('refusals', () => {
    it('answers 400 for an address that is not http(s)', async () => {
      const response = await get(proxied('file:///etc/passwd'));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ status: 400, error: 'validation_failed' });
    });

    it('answers 403 for a host the catalogue does not name, without fetching anything', async () => {
      for (const url of ['http://169.254.169.254/latest/meta-data', 'http://localhost:1/photo.png']) {
        const response = await get(proxied(url));
        expect(response.status).toBe(403);
        expect(await errorOf(response)).toMatchObject({ error: 'forbidden' });
      }
    });

    it('answers 403 for an address on a known host that no record names', async () => {
      const response = await get(proxied(`${outside.origin}/other.png`));
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe('No record of the catalogue has this image');
      expect(outside.hits.get('/other.png')).toBeUndefined();
    });

    it.each([
      ['elsewhere.png', /redirects to another host/],
      ['huge.png', /larger than 5242880 bytes/],
      ['page.html', /'text\/html', not a raster image/],
      ['logo.svg', /'image\/svg\+xml', not a raster image/],
      ['disguised.png', /not a raster image/],
      ['missing.png', /answered 404/],
    ])('answers 502 for %s', async (file, message) => {
      const response = await get(proxied(`${outside.origin}/${file}`));
      expect(response.status).toBe(502);
      const body = await errorOf(response);
      expect(body).toMatchObject({ status: 502, error: 'bad_gateway' });
      expect(body.message).toMatch(message);
    });

    it('answers 504 when the host is too slow', async () => {
      const started = performance.now();
      const response = await get(proxied(`${outside.origin}/slow.png`));
      expect(response.status).toBe(504);
      expect(await errorOf(response)).toMatchObject({ status: 504, error: 'gateway_timeout' });
      expect(performance.now() - started).toBeLessThan(2_500);
    });

    it('remembers a failure for a while instead of asking the host again', async () => {
      const before = outside.hits.get('/missing.png') ?? 0;
      const response = await get(proxied(`${outside.origin}/missing.png`));
      expect(response.status).toBe(502);
      expect(outside.hits.get('/missing.png')).toBe(before);
    });
  });

  describe('with the production default (no reserved addresses)', () => {
    let strict: TestServer;
    beforeAll(async () => {
      strict = await startTestServer(driver, { seed: 'none' });
      const input = programme(outside.origin);
      input.events.push({
        id: 'IMG-LOCALHOST',
        name: 'Pictured on localhost',
        publish_at: '2026-01-01T00:00:00Z',
        thumbnail_url: `${outside.origin.replace('127.0.0.1', 'localhost')}/photo.png`,
      });
      await importCatalog(strict.db, input);
    }, 60_000);
    afterAll(async () => {
      await strict?.close();
    });

    it('refuses a catalogue image on a loopback address or a name that resolves to one (403)', async () => {
      const before = outside.hits.get('/photo.png') ?? 0;
      for (const url of [
        `${outside.origin}/photo.png`,
        `${outside.origin.replace('127.0.0.1', 'localhost')}/photo.png`,
      ]) {
        const response = await strict.fetch(`${strict.baseUrl}${proxied(url)}`);
        expect(response.status).toBe(403);
        expect((await errorOf(response)).message).toMatch(/address the image proxy does not reach/);
      }
      expect(outside.hits.get('/photo.png')).toBe(before);
      expect(strict.violations).toEqual([]);
    });
  });

  it('answered every request as the contract says', () => {
    expect(server.violations).toEqual([]);
  });
});
