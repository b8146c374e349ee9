import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { components } from '@conf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, drivers, startTestServer, type TestServer } from './harness.ts';
import { FIXTURES, tableCounts } from './importers/helpers.ts';

/**
 * `POST /api/admin/import` through the real server on both drivers: every format the CLI reads
 * (the importers' own fixture files), the report, re-imports, dry runs and cancel_missing; broken
 * files answer 400 naming the line or element and write nothing; so do files with records that
 * cannot be imported (unless allow_partial) and files with floating times but no zone; a
 * cancel_missing that would cancel too much answers 409 (unless force); only admins may import.
 */
type ImportRequest = components['schemas']['ImportRequest'];
type ImportReport = components['schemas']['ImportReport'];

const fixture = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');

/** programme.csv has floating times, and a row and a contributor that cannot be imported. */
const CSV_OPTIONS = { timezone: 'America/Chicago', allow_partial: true } as const;

/** The three pretalx API answers bundled into one JSON object (what one request body can carry). */
async function pretalxBundle(): Promise<string> {
  const part = async (name: string) => JSON.parse(await fixture(`pretalx/${name}.json`)) as unknown;
  return JSON.stringify({
    talks: await part('talks'),
    speakers: await part('speakers'),
    rooms: await part('rooms'),
  });
}

/** A programme in the catalogue's own JSON. */
function nativeProgramme(year: number, events: { id: string; name: string }[]): string {
  return JSON.stringify({
    year,
    source: `native-test-${year}`,
    venues: [{ id: 'HALL', name: 'Main Hall' }],
    entities: [{ id: 'SPK1', type: 'person', name: 'Ada Speaker' }],
    events: events.map((e, i) => ({
      ...e,
      start_time: `${year}-03-10T${String(9 + i).padStart(2, '0')}:00:00-05:00`,
      end_time: `${year}-03-10T${String(9 + i).padStart(2, '0')}:45:00-05:00`,
      venue_id: 'HALL',
      entities: [{ entity_id: 'SPK1', role: 'contributor' }],
    })),
    attendees: [],
  });
}

describe.each(drivers())('admin import on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;
  let admin: Browser;
  let member: Browser;

  function postImport(browser: Browser, body: ImportRequest, token?: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const sent = token === undefined ? browser.csrfToken() : token;
    if (sent !== null) headers['x-csrf-token'] = sent;
    return browser.fetch(`${server.baseUrl}/api/admin/import`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  }

  async function importOk(body: ImportRequest): Promise<ImportReport> {
    const response = await postImport(admin, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ImportReport;
  }

  /** Every row the import path writes, counted, to prove that a refused import wrote nothing. */
  const writtenRows = () => tableCounts(server.db);

  async function storedEvent(year: number, id: string) {
    return server.db.kysely
      .selectFrom('events')
      .select(['name', 'canceled', 'source'])
      .where('year', '=', year)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  beforeAll(async () => {
    server = await startTestServer(driver, { seed: 'none' });
    admin = await server.signedInBrowser(
      await server.createUser({ email: 'importer@example.org', roles: ['attendee', 'admin'] }),
    );
    member = await server.signedInBrowser(
      await server.createUser({ email: 'member@example.org', roles: ['attendee', 'staff'] }),
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('given an admin', () => {
    describe('when they send a file in each format the CLI reads (format detected)', () => {
      it.each([
        {
          file: 'sxsw-raw.ndjson',
          format: 'sxsw',
          year: 2026,
          event: 'PP1',
          options: { timezone: 'America/Chicago' },
        },
        { file: 'frab-modern.xml', format: 'frab-xml', year: 2026, event: null },
        {
          file: 'frab-legacy.xml',
          format: 'frab-xml',
          year: 2023,
          event: null,
          options: { timezone: 'Europe/Brussels', allow_partial: true },
        },
        {
          file: 'c3voc.schedule.json',
          format: 'c3voc-json',
          year: 2025,
          event: null,
          options: { allow_partial: true },
        },
        {
          file: 'programme.csv',
          format: 'csv',
          year: 2027,
          event: 'E1',
          options: { ...CSV_OPTIONS, year: 2027 },
        },
      ] as const)('imports $file as $format', async (c) => {
        const report = await importOk({
          content: await fixture(c.file),
          ...('options' in c ? c.options : {}),
        });
        expect(report.format).toBe(c.format);
        expect(report.year).toBe(c.year);
        expect(report.dry_run).toBe(false);
        expect(report.run_id).toEqual(expect.any(Number));
        expect(report.kinds.events.created).toBeGreaterThan(0);
        expect(report.created).toBe(
          report.kinds.venues.created +
            report.kinds.entities.created +
            report.kinds.events.created +
            report.kinds.attendees.created,
        );
        const stored = await server.db.kysely
          .selectFrom('events')
          .select('id')
          .where('year', '=', report.year)
          .where('source', '=', report.source)
          .execute();
        expect(stored.length).toBe(report.kinds.events.created);
        if (c.event) {
          const { response } = await admin.client.GET('/api/web/{year}/events/{id}', {
            params: { path: { year: c.year, id: c.event } },
          });
          expect(response.status).toBe(200);
        }
      });

      it('imports a pretalx bundle of talks, speakers and rooms', async () => {
        const report = await importOk({ content: await pretalxBundle(), timezone: 'Europe/Berlin' });
        expect(report.format).toBe('pretalx');
        expect(report.time_zone).toBe('Europe/Berlin');
        expect(report.kinds.events.created).toBeGreaterThan(0);
        expect(report.kinds.entities.created).toBeGreaterThan(0);
      });

      it('imports the native format, and takes the format when it is named', async () => {
        const report = await importOk({
          format: 'native',
          content: nativeProgramme(2030, [{ id: 'N1', name: 'Native one' }]),
        });
        expect(report).toMatchObject({ format: 'native', year: 2030, time_zone: null, links_written: 1 });
        expect(report.kinds.events).toMatchObject({ created: 1, updated: 0, skipped: 0 });
        expect(await storedEvent(2030, 'N1')).toMatchObject({ name: 'Native one', canceled: false });
      });
    });

    describe('when the file has records it cannot use', () => {
      it('answers 400 naming each of them and why, and writes nothing', async () => {
        const before = await writtenRows();
        const response = await postImport(admin, {
          format: 'csv',
          year: 2032,
          timezone: 'America/Chicago',
          content: await fixture('programme.csv'),
        });
        expect(response.status).toBe(400);
        const body = (await response.json()) as components['schemas']['Error'];
        expect(body.error).toBe('validation_failed');
        expect(body.message).toMatch(/2 records of the file cannot be imported.*allow_partial/);
        expect(body.errors?.map((e) => e.message)).toEqual([
          "request line 5 contributor_names[2]: contributor 'Nameless' has no id (people are never matched by name)",
          "event:E5 'Bad duration' (request line 8): invalid duration 'soon' (HH:MM or minutes expected)",
        ]);
        expect(await writtenRows()).toEqual(before);
      });

      it('with allow_partial, imports the others and reports them as skipped with where they are and why', async () => {
        const report = await importOk({
          format: 'csv',
          year: 2032,
          ...CSV_OPTIONS,
          content: await fixture('programme.csv'),
        });
        expect(report.skipped).toBeGreaterThan(0);
        expect(report.skipped).toBe(report.skipped_records.length);
        for (const note of report.skipped_records) {
          expect(note.ref).not.toBe('');
          expect(note.reason).not.toBe('');
        }
      });
    });

    describe('when they import the same file again', () => {
      it('reports every record unchanged and creates nothing', async () => {
        const content = await fixture('programme.csv');
        const first = await importOk({ content, year: 2029, ...CSV_OPTIONS });
        const again = await importOk({ content, year: 2029, ...CSV_OPTIONS });
        expect(again.created).toBe(0);
        expect(again.updated).toBe(0);
        expect(again.kinds.events.unchanged).toBe(first.kinds.events.created);
      });

      it('reports a changed record as updated', async () => {
        await importOk({ content: nativeProgramme(2031, [{ id: 'U1', name: 'Before' }]) });
        const report = await importOk({ content: nativeProgramme(2031, [{ id: 'U1', name: 'After' }]) });
        expect(report.kinds.events).toMatchObject({ created: 0, updated: 1 });
        expect(await storedEvent(2031, 'U1')).toMatchObject({ name: 'After' });
      });

      it('with cancel_missing, cancels the events the file no longer lists (never deletes them)', async () => {
        const both = [
          { id: 'K1', name: 'Kept' },
          { id: 'K2', name: 'Dropped' },
        ];
        await importOk({ content: nativeProgramme(2033, both) });
        const kept = nativeProgramme(2033, [{ id: 'K1', name: 'Kept' }]);
        // 1 of 2 is more than the 10% cancel_missing takes without force.
        const refused = await postImport(admin, { content: kept, cancel_missing: true });
        expect(refused.status).toBe(409);
        const body = (await refused.json()) as components['schemas']['Error'];
        expect(body.error).toBe('conflict');
        expect(body.message).toMatch(/would cancel 1 of the 2 live events.*force: true/);
        expect(await storedEvent(2033, 'K2')).toMatchObject({ canceled: false });
        const report = await importOk({ content: kept, cancel_missing: true, force: true });
        expect(report.canceled).toBe(1);
        expect(report.kinds.events.canceled).toBe(1);
        expect(await storedEvent(2033, 'K2')).toMatchObject({ name: 'Dropped', canceled: true });
        expect(await storedEvent(2033, 'K1')).toMatchObject({ canceled: false });
      });
    });

    describe('when it is a dry run', () => {
      it('reports what would happen and writes nothing', async () => {
        const before = await writtenRows();
        const report = await importOk({
          content: nativeProgramme(2034, [{ id: 'D1', name: 'Dry' }]),
          dry_run: true,
        });
        expect(report).toMatchObject({ dry_run: true, run_id: null, year: 2034 });
        expect(report.kinds.events.created).toBe(1);
        expect(await writtenRows()).toEqual(before);
        expect(await storedEvent(2034, 'D1')).toBeUndefined();
      });
    });

    describe('when the file is broken', () => {
      it.each([
        { file: 'broken.xml', where: /line 6, column \d+: not well-formed XML/ },
        { file: 'broken.ndjson', where: /line 3: not a valid JSON line/ },
        { file: 'broken.csv', where: /line \d: not valid CSV/ },
        { file: 'broken-json.txt', where: /line 5, column \d+: not valid JSON/ },
      ])('$file answers 400 naming the place, and nothing is written', async ({ file, where }) => {
        const before = await writtenRows();
        const response = await postImport(admin, { content: await fixture(file) });
        expect(response.status).toBe(400);
        const body = (await response.json()) as components['schemas']['Error'];
        expect(body.error).toBe('validation_failed');
        expect(body.message).toMatch(where);
        expect(body.errors?.[0]).toMatchObject({ in: 'body', path: '/content' });
        expect(body.errors?.[0]?.message).toMatch(where);
        expect(await writtenRows()).toEqual(before);
      });

      it('answers 400 when the content is not in the format named', async () => {
        const before = await writtenRows();
        const response = await postImport(admin, {
          format: 'frab-xml',
          content: await fixture('programme.csv'),
        });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { errors: unknown[] }).errors[0]).toMatchObject({
          path: '/content',
        });
        expect(await writtenRows()).toEqual(before);
      });

      it('answers 400 for content in no known format', async () => {
        const response = await postImport(admin, { content: await fixture('unknown.json') });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toMatch(/cannot tell the format/);
      });
    });

    describe('when an option is wrong', () => {
      it('answers 400 naming timezone for an unknown zone', async () => {
        const response = await postImport(admin, {
          content: await fixture('programme.csv'),
          timezone: 'Mars/Olympus',
        });
        expect(response.status).toBe(400);
        const body = (await response.json()) as components['schemas']['Error'];
        expect(body.errors?.[0]).toMatchObject({ in: 'body', path: '/timezone' });
        expect(body.message).toMatch(/Mars\/Olympus/);
      });

      it('answers 400 naming timezone for floating times in content that names no zone', async () => {
        const response = await postImport(admin, { content: await fixture('programme.csv') });
        expect(response.status).toBe(400);
        const body = (await response.json()) as components['schemas']['Error'];
        expect(body.errors?.[0]).toMatchObject({ in: 'body', path: '/timezone' });
        expect(body.message).toMatch(/names no time zone.*timezone/);
      });

      it('answers 400 naming each programme setting that is wrong, and writes nothing', async () => {
        const content = 'id,name,date,start,end\nS1,Settings check,2031-03-10,09:00,09:45\n';
        const cases: [Partial<ImportRequest>, string, RegExp][] = [
          [{ theme: 'neon' as ImportRequest['theme'] }, '/theme', /theme/],
          [{ first_day: '2031-13-45x' }, '/first_day', /first_day/],
          [{ first_day: '2031-03-12', last_day: '2031-03-09' }, '/first_day', /after the last day/],
          [{ event_types: [''] }, '/event_types/0', /event_types/],
          [{ name: '' }, '/name', /name/],
        ];
        for (const [options, path, message] of cases) {
          const response = await postImport(admin, { content, timezone: 'Europe/Zurich', ...options });
          expect(response.status, JSON.stringify(options)).toBe(400);
          const body = (await response.json()) as components['schemas']['Error'];
          expect(body.errors?.[0], JSON.stringify(options)).toMatchObject({ in: 'body', path });
          expect(`${body.message} ${body.errors?.[0]?.message}`).toMatch(message);
        }
        const programme = await fetch(`${server.baseUrl}/api/web/2031/programme`);
        expect(await programme.json()).toMatchObject({ stored: false });
      });

      it('answers 400 naming format for a format the importer does not know', async () => {
        const response = await postImport(admin, {
          format: 'yaml' as ImportRequest['format'],
          content: await fixture('programme.csv'),
        });
        expect(response.status).toBe(400);
        const body = (await response.json()) as components['schemas']['Error'];
        expect(body.errors?.[0]).toMatchObject({ in: 'body', path: '/format' });
      });

      it('answers 400 for empty content', async () => {
        const response = await postImport(admin, { content: '' });
        expect(response.status).toBe(400);
        const body = (await response.json()) as components['schemas']['Error'];
        expect(body.errors?.[0]).toMatchObject({ in: 'body', path: '/content' });
      });
    });

    it('stores the programme settings the request gives, as the CLI options do', async () => {
      const response = await postImport(admin, {
        content: 'id,name,date,start,end\nS2,Settings stored,2032-03-10,09:00,09:45\n',
        name: 'Lakeside Forum 2032',
        short_name: 'Lakeside',
        city: 'Geneva',
        theme: 'festival',
        tagline: 'Three days by the lake',
        first_day: '2032-03-09',
        last_day: '2032-03-11',
        event_types: ['keynote', 'talk'],
        timezone: 'Europe/Zurich',
      });
      expect(response.status).toBe(200);
      const programme = await fetch(`${server.baseUrl}/api/web/2032/programme`);
      expect(await programme.json()).toEqual({
        year: 2032,
        name: 'Lakeside Forum 2032',
        shortName: 'Lakeside',
        city: 'Geneva',
        theme: 'festival',
        tagline: 'Three days by the lake',
        firstDay: '2032-03-09',
        lastDay: '2032-03-11',
        eventTypes: ['keynote', 'talk'],
        timeZone: 'Europe/Zurich',
        stored: true,
      });
    });

    it('accepts a programme larger than the 1 MB other requests may be', async () => {
      const padding = 'x'.repeat(1_500_000);
      const content = `id,name,date,start,end,notes\nBIG1,Big file,2026-03-09,09:00,10:00,${padding}\n`;
      const report = await importOk({ content, year: 2037, timezone: 'America/Chicago', dry_run: true });
      expect(report.kinds.events.created).toBe(1);
    });

    it('the generated client types the report', async () => {
      const { data, response } = await admin.client.POST('/api/admin/import', {
        body: { content: nativeProgramme(2035, [{ id: 'T1', name: 'Typed' }]), dry_run: true },
      });
      expect(response.status).toBe(200);
      expect(data?.kinds.events.created).toBe(1);
    });
  });

  describe('given someone else', () => {
    it("reads no more than 1 MB of a non-admin's import (413), so only admins make the server read a large body", async () => {
      const content = `id,name\nBIG2,${'x'.repeat(1_500_000)}\n`;
      for (const browser of [server.browser(), member]) {
        const response = await postImport(browser, { content, year: 2038, dry_run: true });
        expect(response.status).toBe(413);
        expect(await response.json()).toMatchObject({ status: 413, error: 'payload_too_large' });
      }
    });

    it('answers 401 to a visitor and writes nothing', async () => {
      const before = await writtenRows();
      const response = await postImport(server.browser(), {
        content: nativeProgramme(2036, [{ id: 'V', name: 'V' }]),
      });
      expect(response.status).toBe(401);
      expect(await writtenRows()).toEqual(before);
    });

    it('answers 403 to a signed-in user without the admin role', async () => {
      const before = await writtenRows();
      const response = await postImport(member, { content: nativeProgramme(2036, [{ id: 'M', name: 'M' }]) });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/admin/);
      expect(await writtenRows()).toEqual(before);
    });

    it('answers 403 to an admin request without the CSRF token', async () => {
      const before = await writtenRows();
      const response = await postImport(
        admin,
        { content: nativeProgramme(2036, [{ id: 'C', name: 'C' }]) },
        null,
      );
      expect(response.status).toBe(403);
      expect(await writtenRows()).toEqual(before);
    });
  });

  it('every answer matched the contract', () => {
    expect(server.violations).toEqual([]);
  });
});
