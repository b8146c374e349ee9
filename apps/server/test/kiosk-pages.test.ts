import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { type Browser, startTestServer, type TestServer } from './harness.ts';
import { listen } from './live-instances.ts';

/**
 * The server-rendered kiosk, signage and engage pages on the demo programme (9-12 March 2026), with
 * the server's clock pinned to the morning of the first day: what is upcoming, in which order, per
 * venue (rooms included), the room screen's QR code, the 404 page, the page's static files, and what
 * a page must never have (inline scripts, controls).
 */
const MORNING = new Date('2026-03-09T15:00:00Z'); // 10:00 in Austin (CDT starts on 8 March)

describe('kiosk, signage and engage pages', () => {
  let server: TestServer;
  let app: App;
  let baseUrl: string;
  let close: () => Promise<void>;
  let staff: Browser;
  let building: { id: string; name: string };
  let rooms: string[];

  const get = (path: string) => fetch(`${baseUrl}${path}`);
  const items = (html: string) => [...html.matchAll(/data-event-id="([^"]+)"/g)].map((m) => m[1] as string);

  beforeAll(async () => {
    server = await startTestServer('pglite');
    app = await createApp({
      db: server.db,
      config: server.config,
      logger: pino({ level: 'silent' }),
      clock: () => MORNING,
    });
    const listening = await listen(app);
    baseUrl = listening.baseUrl;
    close = async () => {
      app.drainStreams();
      await new Promise<void>((resolve) => listening.server.close(() => resolve()));
      await app.close();
    };
    staff = await server.signedInBrowser(
      await server.createUser({ email: 'doors@example.org', roles: ['attendee', 'staff'] }),
    );
    const parent = await server.db.kysely
      .selectFrom('venues as room')
      .innerJoin('venues as b', (j) =>
        j.onRef('b.id', '=', 'room.parent_id').onRef('b.year', '=', 'room.year'),
      )
      .select(['b.id', 'b.name'])
      .where('room.year', '=', 2026)
      .orderBy('b.id')
      .executeTakeFirstOrThrow();
    building = parent;
    rooms = (
      await server.db.kysely
        .selectFrom('venues')
        .select('id')
        .where('year', '=', 2026)
        .where('parent_id', '=', building.id)
        .execute()
    ).map((r) => r.id);
  });

  afterAll(async () => {
    await close?.();
    await server?.close();
  });

  it('/kiosk lists the festival events not yet ended at the server clock, by start time', async () => {
    const response = await get('/kiosk');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Upcoming events');
    const ids = items(html);
    expect(ids.length).toBeGreaterThan(5);
    const rows = await server.db.kysely
      .selectFrom('events')
      .select(['id', 'start_time', 'end_time'])
      .where('year', '=', 2026)
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const starts = ids.map((id) => byId.get(id)?.start_time?.getTime() ?? Number.NaN);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const id of ids) {
      const row = byId.get(id);
      expect((row?.end_time ?? row?.start_time)?.getTime()).toBeGreaterThan(MORNING.getTime());
    }
    // Times in Central Time.
    expect(html).toMatch(/\d{1,2}:\d\d(AM|PM)\u2013\d{1,2}:\d\d(AM|PM) CT/);
  });

  it('has no inline script and no control: one external script, configuration as JSON', async () => {
    const response = await get('/kiosk');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(2);
    expect(scripts.filter((a) => a.includes('type="application/json"'))).toHaveLength(1);
    expect(scripts.filter((a) => a.includes('src="/kiosk/assets/live.js"'))).toHaveLength(1);
    expect(html).not.toMatch(/<(button|select|input|a)\b/);
    expect(html).toContain('"scrollMs":20000');
  });

  it('shows no staff selectors to signed-in staff either', async () => {
    const html = await (await staff.rawFetch(`${baseUrl}/kiosk`)).text();
    expect(html).not.toMatch(/<(button|select|input)\b/);
  });

  it('/kiosk/venues/{id} lists only the events of that venue and its rooms', async () => {
    const response = await get(`/kiosk/venues/${encodeURIComponent(building.id)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(building.name);
    const ids = items(html);
    expect(ids.length).toBeGreaterThan(0);
    const venues = await server.db.kysely
      .selectFrom('events')
      .select('venue_id')
      .where('year', '=', 2026)
      .where('id', 'in', ids)
      .execute();
    for (const { venue_id } of venues) expect([building.id, ...rooms]).toContain(venue_id);
    expect(new Set(venues.map((v) => v.venue_id)).size).toBeGreaterThan(1);
  });

  it("heads every screen with the programme's mark, name and a clock in its zone at the server's clock", async () => {
    for (const path of [
      '/kiosk',
      '/signage',
      `/engage/venues/${encodeURIComponent(rooms[0] ?? building.id)}`,
    ]) {
      const html = await (await get(path)).text();
      const header = /<header class="live-header">([\s\S]*?)<\/header>/.exec(html)?.[1] ?? '';
      expect(header, path).toContain('<img src="/kiosk/assets/favicon.svg" alt=""');
      expect(header, path).toContain('<span class="live-brand">EDU Summit 2026</span>');
      // 10:00 in Austin: the clock is the programme's, whatever the server's own zone.
      expect(header, path).toContain(
        `<time class="live-clock" dateTime="${MORNING.toISOString()}" data-time-zone="America/Chicago">Mon, 10:00 AM CDT</time>`,
      );
    }
  });

  it('/signage and /signage/venues/{id} use the landscape layout', async () => {
    const all = await (await get('/signage')).text();
    expect(all).toContain('data-layout="signage"');
    const one = await get(`/signage/venues/${encodeURIComponent(building.id)}`);
    expect(one.status).toBe(200);
    expect(await one.text()).toContain(building.name);
  });

  it('/engage/venues/{id} shows the event now (or next) in the room with a QR code of its page', async () => {
    const room = rooms[0] ?? '';
    const response = await get(`/engage/venues/${encodeURIComponent(room)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/(Now|Next) in this room/);
    const id = items(html)[0] ?? '';
    expect(html).toContain(`alt="QR code of ${baseUrl}/events/${id}"`);
    expect(html).toMatch(/src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
  });

  it('answers an unknown venue with the 404 page', async () => {
    for (const path of ['/kiosk/venues/nowhere', '/signage/venues/nowhere', '/engage/venues/nowhere']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('The page you requested cannot be found.');
    }
  });

  it('renders the stored statuses into the page', async () => {
    const id = items(await (await get('/kiosk')).text())[0] ?? '';
    const response = await staff.fetch(`${server.baseUrl}/statuses/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-csrf-token': staff.csrfToken() },
      body: JSON.stringify({ status: 'yellow', message: 'Now Seating SXXPress' }),
    });
    expect(response.status).toBe(200);
    const html = await (await get('/kiosk')).text();
    const item = html.slice(html.indexOf(`data-event-id="${id}"`));
    expect(item).toMatch(/data-status="yellow"/);
    expect(item.slice(0, item.indexOf('</li>'))).toContain('Now Seating SXXPress');
  });

  it("names the site's favicon as every page's icon, so that no browser asks for /favicon.ico", async () => {
    for (const page of ['/kiosk', '/signage', `/kiosk/venues/${building.id}`, `/engage/venues/${rooms[0]}`]) {
      const html = await (await get(page)).text();
      const icons = [...html.matchAll(/<link rel="icon"([^>]*)>/g)].map((m) => m[1] ?? '');
      expect(icons, page).toEqual([' type="image/svg+xml" href="/kiosk/assets/favicon.svg"']);
    }
    const notFound = await (await get('/kiosk/venues/NO-SUCH-VENUE')).text();
    expect(notFound).toContain('<link rel="icon" type="image/svg+xml" href="/kiosk/assets/favicon.svg">');
    const icon = await get('/kiosk/assets/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toBe(
      await readFile(path.join(REPO_ROOT, 'apps/site/public/favicon.svg'), 'utf8'),
    );
  });

  it('serves the page script and the stylesheet (theme included)', async () => {
    const script = await get('/kiosk/assets/live.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('EventSource');
    const css = await get('/kiosk/assets/live.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const text = await css.text();
    expect(text).toContain('.conf-StatusBadge');
    expect(text).toContain('.conf-EventBoard');
    expect(text).not.toContain('@import');
    expect((await get('/kiosk/assets/other.js')).status).toBe(404);
  });
});
