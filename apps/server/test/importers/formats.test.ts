import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContributor, getEvent, getVenue } from '../../src/catalog/queries.ts';
import type { Database } from '../../src/db/database.ts';
import type { ProgrammeImportReport } from '../../src/importers/import-programme.ts';
import { counts, FIXTURES, freshDatabase, importFixture } from './helpers.ts';

/** Every stored text column and details of a year, as one string (to look for what must not be there). */
async function everythingStored(db: Database, year: number): Promise<string> {
  const events = await db.kysely.selectFrom('events').selectAll().where('year', '=', year).execute();
  const entities = await db.kysely.selectFrom('entities').selectAll().where('year', '=', year).execute();
  const venues = await db.kysely.selectFrom('venues').selectAll().where('year', '=', year).execute();
  return JSON.stringify([events, entities, venues]);
}

/** The `details` column of an event as stored (what the API does not show), by its id. */
async function storedDetails(db: Database, id: string) {
  const row = await db.kysely
    .selectFrom('events')
    .select('details')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.details;
}

/**
 * The counts of one kind after importing into a database that did not have it yet: `created` and
 * `skipped` as given, and nothing updated, unchanged or canceled.
 */
function firstImport(created: number, skipped = 0) {
  return { created, updated: 0, unchanged: 0, skipped, canceled: 0 };
}

const UNSAFE = /[\u200b\u00a0\u2028\u2029\ufffd\t]|<script|<p>|onerror|javascript:/;

describe('importing each format from small fixture files', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  describe('legacy Pentabarf XML (floating times, CANCELLED/AMENDMENT titles)', () => {
    let report: ProgrammeImportReport;
    beforeAll(async () => {
      report = await importFixture(db, 'frab-legacy.xml', {
        timeZone: 'Europe/Brussels',
        allowPartial: true,
      });
    });

    it('reports what it created and the event without title it skipped', () => {
      expect(report.format).toBe('frab-xml');
      expect(report.source).toBe('legacy-fest-2023');
      expect(report.year).toBe(2023);
      expect(counts(report, 'venues')).toEqual(firstImport(1));
      expect(counts(report, 'entities')).toEqual(firstImport(3));
      expect(counts(report, 'events')).toEqual(firstImport(5, 1));
      expect(report.total.skipped_records).toEqual([
        { ref: 'event:106 (/schedule/day[1]/room[1]/event[6])', reason: 'event without title' },
      ]);
    });

    it('places floating times in the given zone and keeps after-midnight events on their programme day', async () => {
      const late = await getEvent(db, 2023, '104');
      expect(late).toMatchObject({
        start_time: '2023-02-04T23:30:00+01:00',
        end_time: '2023-02-05T00:30:00+01:00',
        date: '2023-02-04',
      });
      const afterMidnight = await getEvent(db, 2023, '105');
      // 01:30 under day 1 with day_change 06:00: on 5 February, filed under 4 February.
      expect(afterMidnight).toMatchObject({ start_time: '2023-02-05T01:30:00+01:00', date: '2023-02-04' });
    });

    it('turns CANCELLED into the canceled flag and drops AMENDMENT from the title', async () => {
      expect(await getEvent(db, 2023, '102')).toMatchObject({ name: 'Storage for everyone', canceled: true });
      expect(await getEvent(db, 2023, '103')).toMatchObject({ name: 'Storage for some', canceled: false });
      const details = await storedDetails(db, '103');
      expect(details).toMatchObject({ amended: true });
    });

    it('sanitises HTML to text, removes e-mail addresses and unsafe characters, encodes links', async () => {
      const welcome = await getEvent(db, 2023, '101');
      expect(welcome?.name).toBe('Welcome to Legacy Fest');
      expect(welcome?.description).toBe(
        'Hello & welcome.\n\nWrite to [e-mail removed] or see the site (https://legacy.example/about).',
      );
      const details = await storedDetails(db, '101');
      expect((details as { links: unknown }).links).toEqual([
        {
          type: 'related',
          url: 'https://video.legacy.example/2023/K.1.105%20%28La%20Fontaine%29/welcome.webm',
          title: 'Video recording (WebM)',
        },
      ]);
      const stored = await everythingStored(db, 2023);
      expect(stored).not.toMatch(UNSAFE);
      expect(stored).not.toContain('orga@legacy.example');
    });

    it('keeps two people with the same name apart (keyed by person id), names trimmed', async () => {
      const ada7 = await getContributor(db, 2023, '7');
      const ada8 = await getContributor(db, 2023, '8');
      expect(ada7).toMatchObject({ name: 'Ada Lovelace', type: 'person' });
      expect(ada7?.events.map((e) => e.event_id)).toEqual(['101', '103']);
      expect(ada8).toMatchObject({ name: 'Ada Lovelace' });
      // Canceled events are not listed on a contributor.
      expect(ada8?.events).toEqual([]);
    });
  });

  describe('FOSDEM-2026-style XML (named zone, guids, top-level persons)', () => {
    let report: ProgrammeImportReport;
    beforeAll(async () => {
      report = await importFixture(db, 'frab-modern.xml');
    });

    it('keys the event by its guid and takes biographies from the person list', async () => {
      expect(counts(report, 'total')).toEqual(firstImport(4));
      expect(report.time_zone).toBe('Europe/Brussels');
      const event = await getEvent(db, 2026, '9c3ebb8c-7716-5130-b9fe-ff8544f5636d');
      expect(event).toMatchObject({
        name: 'Welcome',
        start_time: '2026-01-31T09:30:00+01:00',
        end_time: '2026-01-31T09:50:00+01:00',
        date: '2026-01-31',
        description: 'It doesnt stop.',
        venue: { id: 'room-janson', name: 'Janson', root: null },
        contributors: [{ entity_id: '2', name: 'Grace Hopper', type: 'person' }],
      });
      // In HTML a line separator is white space like any other.
      expect((await getContributor(db, 2026, '2'))?.bio).toBe('Wrote the first compiler. Really.');
      const details = await storedDetails(db, '9c3ebb8c-7716-5130-b9fe-ff8544f5636d');
      expect(details).toMatchObject({
        source_id: '8376',
        subtitle: 'The opening',
        links: [
          {
            type: 'website',
            url: 'https://modern.example/2026/schedule/event/welcome/',
            title: 'Event page',
          },
          { type: 'slides', url: 'https://modern.example/2026/slides/welcome.pdf', title: 'Slides' },
        ],
      });
    });
  });

  describe('c3voc schedule.json (repeated ids, Markdown, after midnight)', () => {
    let report: ProgrammeImportReport;
    beforeAll(async () => {
      report = await importFixture(db, 'c3voc.schedule.json', { allowPartial: true });
    });

    it('keeps events that share an id but not a guid, and skips a repeated guid', () => {
      expect(report.format).toBe('c3voc-json');
      expect(report.year).toBe(2025);
      expect(counts(report, 'events')).toEqual(firstImport(3, 1));
      expect(report.kinds.events.skipped_records).toEqual([
        {
          ref: `event:0c8b0cb4-6cf9-5ff8-928a-0a0f49558c48 'Same guid again' ($.schedule.conference.days[1].rooms["Two"][0])`,
          reason:
            'repeats the guid of the event at $.schedule.conference.days[0].rooms["One"][0] (the first one was kept)',
        },
      ]);
    });

    it('stores Markdown as plain text, without HTML', async () => {
      const meetup = await getEvent(db, 2025, '0c8b0cb4-6cf9-5ff8-928a-0a0f49558c48');
      expect(meetup?.long_description).toBe(
        'Agenda\n\n- Talk about [rights](https://rights.example/a b)\n- bold',
      );
    });

    it('files a 01:30 set under the night before, and keeps two "Unnamed user"s apart', async () => {
      expect(await getEvent(db, 2025, '0c8b0cb4-6cf9-5ff8-928a-0a0f49558c50')).toMatchObject({
        date: '2025-12-27',
        start_time: '2025-12-28T01:30:00+01:00',
        end_time: '2025-12-28T05:30:00+01:00',
      });
      const first = await getContributor(db, 2025, '11111111-1111-5111-8111-111111111111');
      const second = await getContributor(db, 2025, '22222222-2222-5222-8222-222222222222');
      expect([first?.name, second?.name]).toEqual(['Unnamed user', 'Unnamed user']);
      expect(second?.bio).toBe('Says hi.\nMail me: [e-mail removed]');
    });
  });

  describe('pretalx folder (talks, speakers, rooms; i18n; slots)', () => {
    let report: ProgrammeImportReport;
    beforeAll(async () => {
      report = await importFixture(db, 'pretalx');
    });

    it('makes one event per slot and skips a withdrawn talk', () => {
      expect(report.format).toBe('pretalx');
      expect(report.files.map((f) => f.split('/').pop())).toEqual([
        'rooms.json',
        'speakers.json',
        'talks.json',
      ]);
      expect(counts(report, 'events')).toEqual(firstImport(4, 1));
      expect(counts(report, 'entities')).toEqual(firstImport(2));
      expect(counts(report, 'venues')).toEqual(firstImport(2));
      expect(report.kinds.events.skipped_records[0]?.reason).toBe('talk is withdrawn');
    });

    it('reads i18n names, slot times with their offset, and keeps two Torkels apart', async () => {
      expect(await getEvent(db, 2023, 'BBB222-2')).toMatchObject({
        name: 'Workshop over two slots',
        start_time: '2023-07-25T11:00:00-04:00',
        date: '2023-07-25',
        venue: { id: 'room-11', name: 'Online' },
        track: 'JuliaCon',
      });
      expect(await getEvent(db, 2023, 'AAA111')).toMatchObject({
        name: 'Solving things',
        track: 'SciML',
        event_type: 'Talk',
        description: 'Short markdown.',
        long_description: 'Long text with a link (https://julia.example/).\n\nSecond paragraph.',
      });
      const a = await getContributor(db, 2023, 'SPK1');
      const b = await getContributor(db, 2023, 'SPK2');
      expect(a?.events.map((e) => e.event_id)).toEqual(['AAA111']);
      expect(b?.events.map((e) => e.event_id)).toEqual(['BBB222', 'BBB222-2']);
      expect(a?.bio).toBe('First Torkel, reach me at [e-mail removed].');
    });

    it('never stores answers, e-mail or phone numbers', async () => {
      const stored = await everythingStored(db, 2023);
      expect(stored).not.toContain('torkel@example.org');
      expect(stored).not.toContain('555 0100');
    });
  });

  describe('SXSW raw records (NDJSON)', () => {
    let report: ProgrammeImportReport;
    beforeAll(async () => {
      report = await importFixture(db, 'sxsw-raw.ndjson');
    });

    it('imports events, people, artists, the film and the venues with their parents', async () => {
      expect(report.source).toBe('sxsw-2026');
      expect(counts(report, 'events')).toEqual(firstImport(3));
      expect(counts(report, 'entities')).toEqual(firstImport(4));
      expect(counts(report, 'venues')).toEqual(firstImport(4));
      expect((await getVenue(db, 2026, 'V100'))?.parent_venue).toEqual({
        id: 'V099',
        name: 'Hilton Austin Downtown',
      });
      expect((await getVenue(db, 2026, 'V200'))?.parent_venue).toEqual({ id: 'V199', name: 'JW Marriott' });
    });

    it('keeps the festival day of an after-midnight set and reads CANCELED from the title', async () => {
      expect(await getEvent(db, 2026, 'MS1')).toMatchObject({
        name: 'Night Owls',
        canceled: true,
        date: '2026-03-12',
        start_time: '2026-03-13T01:00:00-05:00',
        venue: { id: 'V200', name: 'Salon C', root: { id: 'V199', name: 'JW Marriott' } },
      });
    });

    it('cleans names and HTML, keeps an event without time or venue', async () => {
      const panel = await getEvent(db, 2026, 'PP1');
      expect(panel?.contributors.map((c) => c.name)).toEqual(['Emily Robinson', 'Melissa Withers']);
      expect(panel?.long_description).toBe('Teachers & students.\n\nContact [e-mail removed].');
      expect(panel).toMatchObject({
        credential_types: ['platinum', 'music'],
        tags: [{ id: '943', name: 'Policy' }],
      });
      expect(await getEvent(db, 2026, 'FS1')).toMatchObject({ start_time: null, date: null, venue: null });
      const artist = await getContributor(db, 2026, '3001');
      expect(artist).toMatchObject({
        name: 'NIGHT OWLS',
        links: [{ type: 'spotify', url: 'https://open.spotify.com/a' }],
        artist_connection: { seeking: ['Booking Agent', 'Distribution - US'] },
      });
    });

    it('never stores film contacts', async () => {
      const stored = await everythingStored(db, 2026);
      expect(stored).not.toContain('alysse@publicity.example');
      expect(stored).not.toContain('Publicity Contact');
      expect(stored).not.toMatch(UNSAFE);
    });
  });

  describe('SXSW slim feed alone', () => {
    it('reports contributors without ids as skipped instead of matching them by name', async () => {
      const separate = await freshDatabase();
      try {
        const report = await importFixture(separate, 'sxsw-slim.json', { allowPartial: true });
        expect(counts(report, 'entities')).toEqual(firstImport(0, 2));
        expect(report.kinds.entities.skipped_records.map((r) => r.reason)).toEqual([
          "artist 'Couch Dog' of event MS2 has no id (people are never matched by name; import contributors.v1.ndjson with this file)",
          "person 'Emily Robinson' of event PP1 has no id (people are never matched by name; import contributors.v1.ndjson with this file)",
        ]);
        expect(counts(report, 'events')).toEqual(firstImport(2));
      } finally {
        await separate.close();
      }
    });
  });

  describe('CSV with the documented header', () => {
    let report: ProgrammeImportReport;
    beforeAll(async () => {
      report = await importFixture(db, 'programme.csv', {
        year: 2027,
        timeZone: 'America/Chicago',
        allowPartial: true,
      });
    });

    it('reports rows and contributors it could not take, by line', () => {
      expect(report.format).toBe('csv');
      expect(report.source).toBe('csv-2027');
      expect(counts(report, 'events')).toEqual(firstImport(4, 1));
      expect(counts(report, 'entities')).toEqual(firstImport(3, 1));
      expect(
        report.total.skipped_records.map((r) => `${r.ref.replace(`${FIXTURES}/`, '')}: ${r.reason}`),
      ).toEqual([
        "programme.csv line 5 contributor_names[2]: contributor 'Nameless' has no id (people are never matched by name)",
        "event:E5 'Bad duration' (programme.csv line 8): invalid duration 'soon' (HH:MM or minutes expected)",
      ]);
    });

    it('reads quoted fields, floating times, durations, past-midnight ends and sub-venues', async () => {
      expect(await getEvent(db, 2027, 'E1')).toMatchObject({
        name: 'Opening, with "quotes"',
        start_time: '2026-03-09T09:00:00-05:00',
        end_time: '2026-03-09T09:45:00-05:00',
        long_description: 'Bold intro\nsecond line',
        credential_types: ['platinum', 'edu'],
        venue: {
          id: 'ROOM1',
          name: 'Ballroom A',
          root: { id: 'venue-convention-center', name: 'Convention Center' },
        },
      });
      expect(await getEvent(db, 2027, 'E2')).toMatchObject({
        end_time: '2026-03-10T00:30:00-05:00',
        date: '2026-03-09',
        venue: null,
      });
      const pats = await Promise.all([getContributor(db, 2027, 'P1'), getContributor(db, 2027, 'P2')]);
      expect(pats.map((p) => [p?.name, p?.events.length])).toEqual([
        ['Pat Doe', 2],
        ['Pat Doe', 1],
      ]);
      expect(await everythingStored(db, 2027)).not.toContain('pat@example.org');
    });
  });
});
