import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSourceFiles } from '../src/importers/files.ts';
import { importProgramme, type ProgrammeImportOptions } from '../src/importers/import-programme.ts';
import { findProgramme } from '../src/programmes/store.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { DATASETS } from './importers/schema.ts';
import { builtSite } from './site-build.ts';

/**
 * Every real programme of ../shared/datasets, imported into a fresh database (issue 13), browsed as
 * its organizer would: the server-rendered landing page of its year names it with its days, its
 * first event's page shows the time on the programme's own wall clock, the Event Type filter offers
 * the programme's types, and imported images are handed out through the image proxy.
 */
interface DatasetCase {
  name: string;
  target: string;
  opts: ProgrammeImportOptions;
  year: number;
  programme: string;
  /** The landing page's line of days (and city). */
  days: string;
  /** The first event (earliest start) as its page shows it: its title, wall-clock start and zone label. */
  first: { title: string; start: string; label: string };
  /** Whether the data names outside images (SXSW thumbnails and speaker photos). */
  images: boolean;
}

const cases: DatasetCase[] = [
  {
    name: 'FOSDEM 2026',
    target: path.join(DATASETS, 'fosdem-2026', '2026.xml'),
    opts: {},
    year: 2026,
    programme: 'FOSDEM 2026',
    days: 'January 31 \u2013 February 1, 2026 · Brussels',
    first: { title: 'Welcome to FOSDEM 2026', start: '9:30AM', label: 'CET' },
    images: false,
  },
  {
    name: 'FOSDEM 2023 (no zone in the file)',
    target: path.join(DATASETS, 'fosdem-2023', '2023.xml'),
    opts: { timeZone: 'Europe/Brussels' },
    year: 2023,
    programme: 'FOSDEM 2023',
    days: 'February 4\u20135, 2023 · Brussels',
    first: { title: 'Welcome to FOSDEM 2023', start: '9:30AM', label: 'CET' },
    images: false,
  },
  {
    name: '39C3',
    target: path.join(DATASETS, 'ccc-39c3', 'everything.schedule.json'),
    opts: {},
    year: 2025,
    programme: '39th Chaos Communications Congress',
    days: 'December 27\u201330, 2025',
    first: { title: 'Opening Ceremony', start: '10:30AM', label: 'CET' },
    images: false,
  },
  {
    name: 'JuliaCon 2023 (offsets only: its zone given)',
    target: path.join(DATASETS, 'pretalx-juliacon-2023'),
    opts: { timeZone: 'America/New_York', name: 'JuliaCon 2023', city: 'Cambridge, Massachusetts' },
    year: 2023,
    programme: 'JuliaCon 2023',
    days: 'July 25\u201329, 2023 · Cambridge, Massachusetts',
    first: { title: '', start: '9:00AM', label: 'ET' },
    images: false,
  },
  {
    name: 'SXSW 2026 (offsets only: its zone given)',
    target: path.join(DATASETS, 'sxsw-2026'),
    opts: { timeZone: 'America/Chicago', name: 'SXSW 2026', city: 'Austin, Texas' },
    year: 2026,
    programme: 'SXSW 2026',
    days: 'March 12\u201318, 2026 · Austin, Texas',
    first: { title: '', start: '8:00AM', label: 'CT' },
    images: true,
  },
];

/** The text of the page's rendered body (config and router state left out), tags dropped. */
function bodyText(html: string): string {
  return html
    .slice(html.indexOf('<div id="root">'))
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe.each(cases)('the pages of $name', (c) => {
  const present = existsSync(c.target);
  let server: TestServer;
  let firstEvent: { id: string; name: string };

  beforeAll(async () => {
    if (!present) return;
    server = await startTestServer('pglite', {
      seed: 'none',
      env: { SITE_MODE: 'dist', SITE_DIST: await builtSite() },
    });
    await importProgramme(server.db, await readSourceFiles(c.target), c.opts);
    firstEvent = await server.db.kysely
      .selectFrom('events')
      .select(['id', 'name'])
      .where('year', '=', c.year)
      .where('start_time', 'is not', null)
      .orderBy('start_time')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
  }, 600_000);

  afterAll(async () => {
    await server?.close();
  });

  const page = async (pathname: string) => {
    const response = await fetch(`${server.baseUrl}${pathname}`, { headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text() };
  };

  it.skipIf(!present)("names the programme and its days on its year's landing page", async () => {
    const { status, html } = await page(`/${c.year}`);
    expect(status).toBe(200);
    const text = bodyText(html);
    expect(text).toContain(c.programme);
    expect(text).toContain(c.days);
    expect(text).not.toContain('EDU Summit');
    expect(text).not.toContain('Plan your summit');
  });

  it.skipIf(!present)("shows the first event at the programme's wall-clock time", async () => {
    const { status, html } = await page(`/${c.year}/events/${encodeURIComponent(firstEvent.id)}`);
    expect(status).toBe(200);
    const text = bodyText(html);
    if (c.first.title) expect(firstEvent.name).toContain(c.first.title);
    expect(text).toContain(firstEvent.name.replace(/\s+/g, ' ').trim());
    expect(text).toMatch(
      new RegExp(`${c.first.start.replace('.', '\\.')}\u2013\\d{1,2}:\\d{2}(AM|PM) ${c.first.label}\\b`),
    );
  });

  it.skipIf(!present)("offers the programme's event types in the Event Type filter", async () => {
    const settings = await findProgramme(server.db.kysely, c.year);
    const offered = settings?.eventTypes ?? [];
    expect(offered.length).toBeGreaterThan(0);
    const wanted = (offered[0] as string).replace(/_/g, ' ').toLowerCase();
    // The search index is rebuilt after the import's notification: wait for the year's events.
    const text = await vi.waitFor(
      async () => {
        const shown = bodyText((await page(`/${c.year}/search/event`)).html).toLowerCase();
        expect(shown).toContain('event type');
        expect(shown).toContain(wanted);
        return shown;
      },
      { timeout: 30_000, interval: 500 },
    );
    // The demo's types are not offered on a programme that has none of them (SXSW does screen films).
    if (!offered.includes('screening')) expect(text).not.toContain('screening');
  });

  it.skipIf(!present || !c.images)('hands out the imported images through the image proxy', async () => {
    const withImage = await server.db.kysely
      .selectFrom('events')
      .select(['id'])
      .where('year', '=', c.year)
      .where('thumbnail_url', 'like', 'http%')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const response = await fetch(
      `${server.baseUrl}/api/web/${c.year}/events/${encodeURIComponent(withImage.id)}`,
    );
    const record = (await response.json()) as { thumbnail_url: string | null };
    expect(record.thumbnail_url).toMatch(/^\/images\/remote\?url=https?%3A/);
    const { html } = await page(`/${c.year}/events/${encodeURIComponent(withImage.id)}`);
    expect(html).toContain('/images/remote?url=');
  });
});
