import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { OpenAPIBackend } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContributor, getEvent } from '../../src/catalog/queries.ts';
import type { Database } from '../../src/db/database.ts';
import { exportScheduleJson } from '../../src/export/schedule-json.ts';
import { loadOpenApiDocument } from '../../src/http/contract.ts';
import { loadCatalogueImageUrls } from '../../src/images/catalogue-images.ts';
import { displayImageUrl } from '../../src/images/remote-address.ts';
import { readSourceFiles } from '../../src/importers/files.ts';
import {
  importProgramme,
  type ProgrammeImportOptions,
  type ProgrammeImportReport,
  readProgramme,
} from '../../src/importers/import-programme.ts';
import { PUBLISHED_WITHOUT_DATE } from '../../src/importers/to-catalog-input.ts';
import { newOpenApiBackend } from '../openapi-backend.ts';
import { counts, freshDatabase } from './helpers.ts';
import { c3vocValidator, DATASETS } from './schema.ts';

/**
 * Imports every real programme under ../shared/datasets (when that folder exists) and checks the
 * counts against what each file holds: the README's numbers where they are unambiguous, else counts
 * computed here from the raw file. Then renders a sample of the imported records through the API's
 * queries and checks them against openapi.yaml.
 */

const present = existsSync(DATASETS);
const data = (...parts: string[]) => path.join(DATASETS, ...parts);
const text = (...parts: string[]) => readFileSync(data(...parts), 'utf8');
const ndjson = (...parts: string[]) =>
  text(...parts)
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const unique = (values: Iterable<unknown>) => new Set(values).size;

/** Distinct values of an attribute in XML text, by regular expression (independent of the importer). */
function xmlAttributeValues(xml: string, pattern: RegExp): string[] {
  return [...xml.matchAll(pattern)].map((m) => m[1] as string);
}

interface Expected {
  events: number;
  entities: number;
  venues: number;
  canceled?: number;
  /** Events the source gives a publishing date (the others are published); default 0. */
  dated?: number;
}

async function importDataset(
  target: string,
  opts: ProgrammeImportOptions,
): Promise<{ db: Database; report: ProgrammeImportReport }> {
  const db = await freshDatabase();
  const report = await importProgramme(db, await readSourceFiles(target), opts);
  return { db, report };
}

describe.skipIf(!present)(
  present ? 'real datasets (../shared/datasets)' : 'real datasets: SKIPPED, ../shared/datasets was not found',
  () => {
    let contract: OpenAPIBackend;
    beforeAll(async () => {
      contract = newOpenApiBackend(loadOpenApiDocument());
      await contract.init();
    });

    /** Renders a sample of events and contributors and checks them against the contract. */
    async function renderSample(db: Database, year: number, sample = 8): Promise<void> {
      const events = await db.kysely
        .selectFrom('events')
        .select('id')
        .where('year', '=', year)
        .orderBy('id')
        .limit(sample)
        .execute();
      const people = await db.kysely
        .selectFrom('entities')
        .select('id')
        .where('year', '=', year)
        .where('type', 'in', ['person', 'artist'])
        .orderBy('id')
        .limit(sample)
        .execute();
      expect(events.length).toBeGreaterThan(0);
      for (const { id } of events) {
        const record = await getEvent(db, year, id);
        expect(contract.validator.validateResponse(record, 'getEvent', 200).errors ?? []).toEqual([]);
        expect(JSON.stringify(record)).not.toMatch(/<(p|script|a )|[\u200b\u2028\ufffd]/);
      }
      for (const { id } of people) {
        const record = await getContributor(db, year, id);
        expect(contract.validator.validateResponse(record, 'getContributor', 200).errors ?? []).toEqual([]);
      }
    }

    const cases: {
      name: string;
      target: string;
      opts: ProgrammeImportOptions;
      year: number;
      expected: () => Expected;
    }[] = [
      {
        name: 'FOSDEM 2026 (frab XML, named zone)',
        target: data('fosdem-2026', '2026.xml'),
        opts: {},
        year: 2026,
        // README: 883 events, 927 persons, 30 rooms.
        expected: () => ({ events: 883, entities: 927, venues: 30 }),
      },
      {
        name: 'FOSDEM 2023 (legacy XML, floating times)',
        target: data('fosdem-2023', '2023.xml'),
        opts: { timeZone: 'Europe/Brussels' },
        year: 2023,
        expected: () => {
          const xml = text('fosdem-2023', '2023.xml');
          return {
            events: unique(xmlAttributeValues(xml, /<event id="(\d+)"/g)),
            entities: unique(xmlAttributeValues(xml, /<person id="(\d+)"/g)),
            venues: unique(xmlAttributeValues(xml, /<room name="([^"]+)"/g)),
            canceled: (xml.match(/<title>CANCELLED/g) ?? []).length,
          };
        },
      },
      {
        name: '39C3 (c3voc schedule.json, repeated ids)',
        target: data('ccc-39c3', 'everything.schedule.json'),
        opts: {},
        year: 2025,
        expected: () => {
          const doc = JSON.parse(text('ccc-39c3', 'everything.schedule.json'));
          const events = (
            doc.schedule.conference.days as {
              rooms: Record<string, { guid: string; persons: { guid: string }[] }[]>;
            }[]
          ).flatMap((d) => Object.values(d.rooms).flat());
          return {
            events: unique(events.map((e) => e.guid)),
            entities: unique(events.flatMap((e) => e.persons.map((p) => p.guid))),
            venues: doc.schedule.conference.rooms.length,
          };
        },
      },
      {
        name: '39C3 (frab schedule.xml)',
        target: data('ccc-39c3', 'everything.schedule.xml'),
        opts: {},
        year: 2025,
        // The README: the XML holds the same programme as the JSON (895 events, 709 persons, 58 rooms).
        expected: () => ({ events: 895, entities: 709, venues: 58 }),
      },
      {
        name: 'JuliaCon 2023 (pretalx folder)',
        target: data('pretalx-juliacon-2023'),
        // Offsets only (-04:00): JuliaCon 2023 was at MIT, Cambridge MA.
        opts: { timeZone: 'America/New_York' },
        year: 2023,
        expected: () => {
          const talks = JSON.parse(text('pretalx-juliacon-2023', 'talks.json')) as {
            slot: unknown;
            slots?: unknown[];
          }[];
          const speakers = JSON.parse(text('pretalx-juliacon-2023', 'speakers.json')) as { code: string }[];
          const rooms = JSON.parse(text('pretalx-juliacon-2023', 'rooms.json')) as unknown[];
          return {
            // One event per slot.
            events: talks.reduce((n, t) => n + (t.slots?.length ?? (t.slot ? 1 : 0)), 0),
            entities: unique(speakers.map((s) => s.code)),
            venues: rooms.length,
          };
        },
      },
      {
        name: 'SXSW 2026 (whole folder: slim feed, raw shards, contributors, venues)',
        target: data('sxsw-2026'),
        // Offsets only (-05:00): Austin.
        opts: { timeZone: 'America/Chicago' },
        year: 2026,
        expected: () => {
          const slim = JSON.parse(text('sxsw-2026', 'agent-schedule.v1.slim.json')) as {
            events: { event_id: string }[];
          };
          const raw = ['2026-03-12.ndjson', '2026-03-18.ndjson', 'unknown-date.ndjson'].flatMap((f) =>
            ndjson('sxsw-2026', f),
          );
          const contributors = ndjson('sxsw-2026', 'contributors.v1.ndjson');
          const films = raw.flatMap(
            (r) => (Array.isArray(r.films) ? r.films : []) as { entity_id: number }[],
          );
          const rawPeople = raw.flatMap(
            (r) => (Array.isArray(r.contributors) ? r.contributors : []) as { entity_id: number }[],
          );
          return {
            events: unique([...slim.events.map((e) => e.event_id), ...raw.map((r) => r.event_id)]),
            entities:
              unique([
                ...contributors.map((c) => String(c.entity_id)),
                ...rawPeople.map((c) => String(c.entity_id)),
              ]) + unique(films.map((f) => String(f.entity_id))),
            // 181 venue entities plus root venues known only by name or by a raw record's root.
            venues: -1,
            // Only the raw records carry publish_at; the slim feed's events have none.
            dated: unique(raw.filter((r) => typeof r.publish_at === 'string').map((r) => r.event_id)),
          };
        },
      },
    ];

    describe.each(cases)('$name', ({ target, opts, year, expected }) => {
      let db: Database;
      let report: ProgrammeImportReport;
      beforeAll(async () => {
        ({ db, report } = await importDataset(target, opts));
      });
      afterAll(async () => {
        await db?.close();
      });

      it('imports every event, person and room the file holds, skipping nothing', () => {
        const want = expected();
        expect(report.year).toBe(year);
        expect(counts(report, 'events')).toEqual({
          created: want.events,
          updated: 0,
          unchanged: 0,
          skipped: 0,
          canceled: 0,
        });
        expect(counts(report, 'entities')).toEqual({
          created: want.entities,
          updated: 0,
          unchanged: 0,
          skipped: 0,
          canceled: 0,
        });
        if (want.venues >= 0) expect(report.kinds.venues.created).toBe(want.venues);
        expect(report.total.skipped_records).toEqual([]);
      });

      it('imports it again with every record unchanged', async () => {
        const again = await importProgramme(db, await readSourceFiles(target), opts);
        expect(again.total.created + again.total.updated).toBe(0);
        expect(again.total.unchanged).toBe(report.total.created);
      });

      it('renders a sample of events and contributors as the API contract says', async () => {
        await renderSample(db, year);
      });

      it('publishes every event the source gives no publishing date, and keeps the dates it gives', async () => {
        const row = await db.kysely
          .selectFrom('events')
          .select((eb) => [
            eb.fn.countAll<string>().as('all'),
            sql<string>`count(*) filter (where publish_at is null)`.as('unpublished'),
            sql<string>`count(*) filter (where publish_at = ${PUBLISHED_WITHOUT_DATE}::timestamptz)`.as(
              'undated',
            ),
          ])
          .where('year', '=', year)
          .executeTakeFirstOrThrow();
        expect(Number(row.unpublished)).toBe(0);
        expect(Number(row.all) - Number(row.undated)).toBe(expected().dated ?? 0);
      });

      it('hands out outside images through the image proxy, which allows exactly those addresses', async () => {
        const outside = await db.kysely
          .selectFrom('events')
          .select(['id', 'thumbnail_url', 'image_url'])
          .where('year', '=', year)
          .where((eb) => eb.or([eb('thumbnail_url', 'like', 'http%'), eb('image_url', 'like', 'http%')]))
          .orderBy('id')
          .limit(20)
          .execute();
        const allowed = await loadCatalogueImageUrls(db);
        for (const row of outside) {
          const record = await getEvent(db, year, row.id);
          expect(record?.thumbnail_url ?? null).toBe(displayImageUrl(row.thumbnail_url));
          expect(record?.image?.url ?? null).toBe(displayImageUrl(row.image_url));
          for (const url of [row.thumbnail_url, row.image_url]) {
            if (url) expect(allowed.has(url)).toBe(true);
          }
        }
        expect([...allowed].every((url) => /^https?:\/\//.test(url))).toBe(true);
      });

      it('marks the events the file cancels', async () => {
        const want = expected().canceled;
        if (want === undefined) return;
        const row = await db.kysely
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('year', '=', year)
          .where('canceled', '=', true)
          .executeTakeFirstOrThrow();
        expect(Number(row.n)).toBe(want);
      });
    });

    describe('files whose times carry offsets only (no zone named)', () => {
      it.each([
        ['pretalx-juliacon-2023', '-04:00 (2023-07-25 to 2023-07-29)', 'America/New_York'],
        ['sxsw-2026', '-05:00 (2026-03-12 to 2026-03-19)', 'America/Chicago'],
      ])(
        '%s is refused without --timezone, naming its offsets and zones that fit',
        async (name, offsets, zone) => {
          const files = await readSourceFiles(data(name));
          let message = '';
          try {
            readProgramme(files);
          } catch (error) {
            message = error instanceof Error ? error.message : String(error);
          }
          expect(message).toContain('names no time zone');
          expect(message).toContain(offsets);
          expect(message).toContain(`--timezone ${zone}`);
          expect(message).not.toContain(zone === 'America/Chicago' ? 'America/New_York' : 'America/Chicago');
        },
      );
    });

    describe('SXSW shards one by one', () => {
      it.each([
        ['2026-03-12.ndjson', 323],
        ['2026-03-18.ndjson', 312],
        ['unknown-date.ndjson', 6],
      ])('%s holds %i events', async (file, events) => {
        // The undated shard names no year: it must be given, as with --year.
        const read = readProgramme(await readSourceFiles(data('sxsw-2026', file)), {
          year: 2026,
          timeZone: 'America/Chicago',
        });
        expect(read.input.events).toHaveLength(events);
        expect(read.skipped).toEqual([]);
        expect(JSON.stringify(read.input)).not.toMatch(/"email"|@[a-z0-9-]+\.(com|org|net)\b(?!\/)/i);
      });

      it('keeps the festival day of events after midnight (the date differs from the start day)', async () => {
        const read = readProgramme(await readSourceFiles(data('sxsw-2026', '2026-03-12.ndjson')), {
          timeZone: 'America/Chicago',
        });
        const afterMidnight = read.input.events.filter(
          (e) => e.start_time && e.date && !e.start_time.startsWith(e.date),
        );
        expect(afterMidnight.length).toBeGreaterThan(0);
        for (const e of afterMidnight) expect(e.start_time?.slice(11, 13)).toMatch(/^0[0-5]$/);
      });
    });

    describe('39C3 in both formats', () => {
      it('gives the same events, times, rooms and line-ups from the JSON and the XML', async () => {
        const fromJson = readProgramme(await readSourceFiles(data('ccc-39c3', 'everything.schedule.json')));
        const fromXml = readProgramme(await readSourceFiles(data('ccc-39c3', 'everything.schedule.xml')));
        const key = (r: typeof fromJson) =>
          r.input.events
            .map((e) => [
              e.id,
              e.start_time,
              e.end_time,
              e.date,
              e.venue_id,
              e.canceled,
              e.entities?.map((x) => x.entity_id),
            ])
            .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
        expect(key(fromXml)).toEqual(key(fromJson));
      });
    });

    describe('export of a real programme', () => {
      const validate = c3vocValidator();
      it.skipIf(!validate)(
        'FOSDEM 2026 exports as schedule.json that validates against the c3voc schema',
        async () => {
          const { db } = await importDataset(data('fosdem-2026', '2026.xml'), {});
          try {
            const result = await exportScheduleJson(db, {
              year: 2026,
              timeZone: 'Europe/Brussels',
              acronym: 'fosdem2026',
            });
            expect(result.events).toBe(883);
            validate?.(result.document);
            expect(validate?.errors ?? []).toEqual([]);
          } finally {
            await db.close();
          }
        },
      );
    });
  },
);
