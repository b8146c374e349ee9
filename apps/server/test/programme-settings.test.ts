import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSourceFiles } from '../src/importers/files.ts';
import { importProgramme, readProgramme } from '../src/importers/import-programme.ts';
import { findProgramme } from '../src/programmes/store.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { DATASETS } from './importers/schema.ts';
import { builtSite } from './site-build.ts';

/**
 * Programme settings live with the programme (issue 13): an import of FOSDEM 2026 stores its name,
 * days, city and zone from the file, the page's config carries them, and the server-rendered pages
 * show FOSDEM's times at their Brussels wall-clock time.
 */
const FOSDEM_2026 = path.join(DATASETS, 'fosdem-2026');
/** "Welcome to FOSDEM 2026", Janson, Saturday 31 January 2026 09:30–09:50 in Brussels. */
const FIRST_TALK = '9c3ebb8c-7716-5130-b9fe-ff8544f5636d';

/** A one-event programme of another year, with floating times (its zone comes from the option). */
const OTHER_YEAR_CSV = 'id,name,date,start,end\nT1,Opening in Tokyo,2025-05-20,10:00,10:45\n';

/** The text of an HTML fragment, tags dropped. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe.skipIf(!existsSync(FOSDEM_2026))('programme settings of an imported FOSDEM 2026', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      seed: 'none',
      env: { SITE_MODE: 'dist', SITE_DIST: await builtSite() },
    });
    await importProgramme(server.db, await readSourceFiles(FOSDEM_2026), {});
  });

  afterAll(async () => {
    await server?.close();
  });

  const page = async (pathname: string) => {
    const response = await fetch(`${server.baseUrl}${pathname}`, { headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text() };
  };

  it('stores the settings the file gives: name, days, city, zone and the event types of its data', async () => {
    const programme = await findProgramme(server.db.kysely, 2026);
    expect(programme).toMatchObject({
      year: 2026,
      name: 'FOSDEM 2026',
      shortName: 'FOSDEM',
      firstDay: '2026-01-31',
      lastDay: '2026-02-01',
      city: 'Brussels',
      timeZone: 'Europe/Brussels',
      theme: 'education',
    });
    expect(programme?.eventTypes.length).toBeGreaterThan(0);
    expect(programme?.eventTypes).not.toContain('screening');
  });

  it("puts them into the page's config and shows them on the landing page", async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const json = html.match(/<script type="application\/json" id="conf-config">(.*?)<\/script>/s)?.[1];
    const config = JSON.parse(json ?? '{}') as { programme?: Record<string, unknown> };
    expect(config.programme).toMatchObject({
      name: 'FOSDEM 2026',
      timeZone: 'Europe/Brussels',
      firstDay: '2026-01-31',
      lastDay: '2026-02-01',
      city: 'Brussels',
    });
    const text = textOf(html);
    expect(text).toContain('January 31 \u2013 February 1, 2026 · Brussels');
    expect(text).not.toContain('EDU Summit');
    expect(text).not.toContain('Austin');
    expect(text).toContain('All times are shown in Central European Time (CET).');
    expect(html).toContain('<title>FOSDEM 2026</title>');
  });

  it("renders FOSDEM 2026's first talk at its Brussels wall-clock time", async () => {
    const { status, html } = await page(`/2026/events/${FIRST_TALK}`);
    expect(status).toBe(200);
    const text = textOf(html.slice(html.indexOf('<div id="root">')));
    expect(text).toContain('Welcome to FOSDEM 2026');
    expect(text).toContain('9:30AM\u20139:50AM CET');
    expect(text).toContain('Jan 31, 2026');
    expect(text).not.toMatch(/\bCT\b/);
    expect(html).toContain('<title>Welcome to FOSDEM 2026 · FOSDEM 2026</title>');
  });

  it('answers GET /api/web/{year}/programme with the stored settings, an ETag and 304 for a current copy', async () => {
    const response = await fetch(`${server.baseUrl}/api/web/2026/programme`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(await response.json()).toMatchObject({
      year: 2026,
      name: 'FOSDEM 2026',
      timeZone: 'Europe/Brussels',
      firstDay: '2026-01-31',
      stored: true,
    });
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${server.baseUrl}/api/web/2026/programme`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it("answers a year without settings with the neutral ones (UTC, never another year's), and 400 for no year", async () => {
    const response = await fetch(`${server.baseUrl}/api/web/2019/programme`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      year: 2019,
      name: 'Programme 2019',
      shortName: 'Programme',
      firstDay: null,
      lastDay: null,
      city: null,
      timeZone: 'UTC',
      theme: 'education',
      tagline: null,
      eventTypes: [],
      stored: false,
    });
    const bad = await fetch(`${server.baseUrl}/api/web/20x6/programme`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'validation_failed' });
  });

  it("shows another year's pages with that year's settings, not the landing year's", async () => {
    await importProgramme(server.db, [{ name: 'other.csv', text: OTHER_YEAR_CSV }], {
      year: 2025,
      timeZone: 'Asia/Tokyo',
      name: 'Tokyo Days 2025',
      city: 'Tokyo',
      theme: 'festival',
    });
    const { status, html } = await page('/2025');
    // The year's theme is in the server's render (no flash of the landing year's colours); the landing keeps its own.
    expect(html).toContain('class="site-theme" data-theme="festival"');
    expect((await page('/')).html).toContain('class="site-theme" data-theme="education"');
    expect(status).toBe(200);
    const text = textOf(html.slice(html.indexOf('<div id="root">')));
    expect(text).toContain('Tokyo Days 2025');
    expect(text).toContain('May 20, 2025 · Tokyo');
    expect(text).toContain('All times are shown in Japan Standard Time');
    expect(text).not.toContain('Brussels');
    expect(html).toContain('<title>Tokyo Days 2025</title>');
    const event = textOf((await page('/2025/events/T1')).html);
    expect(event).toContain('10:00AM\u201310:45AM');
    const neutralHtml = (await page('/2019')).html;
    const neutral = textOf(neutralHtml.slice(neutralHtml.indexOf('<div id="root">')));
    expect(neutral).toContain('Programme 2019');
    expect(neutral).toContain('All times are shown in UTC.');
    expect(neutral).not.toContain('FOSDEM');
  });

  it('writes the event into its iCalendar file in Brussels time', async () => {
    const response = await fetch(`${server.baseUrl}/api/web/2026/events/${FIRST_TALK}/calendar.ics`);
    expect(response.status).toBe(200);
    const ics = await response.text();
    expect(ics).toContain('TZID=Europe/Brussels');
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Brussels:20260131T093000/);
  });
});

describe.skipIf(!existsSync(FOSDEM_2026))('conf import options for programme settings', () => {
  it('override what the file says', async () => {
    const read = readProgramme(await readSourceFiles(FOSDEM_2026), {
      name: 'FOSDEM Twenty-Six',
      shortName: 'FOSDEM',
      city: 'Bruxelles',
      theme: 'festival',
      eventTypes: ['devroom', 'maintrack'],
    });
    expect(read.input.programme).toMatchObject({
      name: 'FOSDEM Twenty-Six',
      short_name: 'FOSDEM',
      city: 'Bruxelles',
      theme: 'festival',
      time_zone: 'Europe/Brussels',
      event_types: ['devroom', 'maintrack'],
      first_day: '2026-01-31',
      last_day: '2026-02-01',
    });
  });

  it('refuses a theme the site has not', async () => {
    const files = await readSourceFiles(FOSDEM_2026);
    expect(() => readProgramme(files, { theme: 'neon' })).toThrow(/Unknown theme 'neon'/);
  });
});
