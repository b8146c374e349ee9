import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { exportNative } from '../../src/export/native.ts';
import { exportScheduleJson } from '../../src/export/schedule-json.ts';
import { readSourceFiles } from '../../src/importers/files.ts';
import { importProgramme, type ProgrammeImportReport } from '../../src/importers/import-programme.ts';
import { findProgramme } from '../../src/programmes/store.ts';
import { counts, FIXTURES, freshDatabase } from './helpers.ts';
import { c3vocValidator, DATASETS } from './schema.ts';

const validate = c3vocValidator();

/**
 * `conf export native` then `conf import` of that file: into the database it came from nothing
 * changes; into an empty one the same records come back (rooms that share a name, canceled events,
 * events without a time, ids that are not UUIDs).
 */

/** What a year holds, as counts that the round trip must keep. */
async function shape(db: Database, year: number) {
  const one = async (query: Promise<{ n: string | number | bigint }>) => Number((await query).n);
  const count = (table: 'events' | 'entities' | 'venues' | 'event_entities') =>
    one(
      db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('year', '=', year)
        .executeTakeFirstOrThrow(),
    );
  const events = db.kysely.selectFrom('events').where('year', '=', year);
  return {
    events: await count('events'),
    entities: await count('entities'),
    venues: await count('venues'),
    links: await count('event_entities'),
    canceled: await one(
      events
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('canceled', '=', true)
        .executeTakeFirstOrThrow(),
    ),
    untimed: await one(
      events
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('start_time', 'is', null)
        .executeTakeFirstOrThrow(),
    ),
    /** Venue names held by more than one venue (SXSW's two "Salon C"). */
    sharedRoomNames: (
      await db.kysely
        .selectFrom('venues')
        .select('name')
        .where('year', '=', year)
        .groupBy('name')
        .having((eb) => eb.fn.countAll(), '>', 1)
        .orderBy('name')
        .execute()
    ).map((r) => r.name),
  };
}

/** Every record's id and content hash, to show that nothing moved. */
async function hashes(db: Database, year: number) {
  const of = (table: 'events' | 'entities' | 'venues') =>
    db.kysely
      .selectFrom(table)
      .select(['id', 'content_hash', 'updated_at'])
      .where('year', '=', year)
      .orderBy('id')
      .execute();
  return { events: await of('events'), entities: await of('entities'), venues: await of('venues') };
}

async function importText(db: Database, text: string): Promise<ProgrammeImportReport> {
  return importProgramme(db, [{ name: 'export.json', text }], { format: 'native' });
}

type Shape = Awaited<ReturnType<typeof shape>>;

const cases: { name: string; target: string; year: number; timeZone?: string; holds: (s: Shape) => void }[] =
  [
    {
      name: 'SXSW 2026',
      target: path.join(DATASETS, 'sxsw-2026'),
      year: 2026,
      timeZone: 'America/Chicago',
      holds: (s) => {
        expect(s.sharedRoomNames).toEqual(expect.arrayContaining(['Salon C', 'Salon D', 'Guadalupe']));
        expect(s.untimed).toBeGreaterThanOrEqual(6);
      },
    },
    {
      name: 'FOSDEM 2026',
      target: path.join(DATASETS, 'fosdem-2026', '2026.xml'),
      year: 2026,
      holds: (s) => expect(s.events).toBe(883),
    },
    {
      name: 'the SXSW fixture (a canceled event, an event without a time)',
      target: path.join(FIXTURES, 'sxsw-raw.ndjson'),
      year: 2026,
      timeZone: 'America/Chicago',
      holds: (s) => expect(s).toMatchObject({ canceled: 1, untimed: 1 }),
    },
  ];

describe.each(cases)('the native export of $name', ({ target, year, timeZone, holds }) => {
  let db: Database;
  let exported: string;
  let original: Awaited<ReturnType<typeof shape>>;
  beforeAll(async () => {
    db = await freshDatabase();
    await importProgramme(db, await readSourceFiles(target), { timeZone });
    original = await shape(db, year);
    exported = JSON.stringify(await exportNative(db, { year }));
  }, 600_000);
  afterAll(async () => {
    await db?.close();
  });

  it.skipIf(!existsSync(target))('imports into the original database as 0 created, 0 updated', async () => {
    const before = await hashes(db, year);
    const report = await importText(db, exported);
    expect(counts(report, 'total')).toMatchObject({ created: 0, updated: 0, skipped: 0, canceled: 0 });
    expect(await hashes(db, year)).toEqual(before);
  });

  it.skipIf(!existsSync(target))(
    'exports as c3voc with one room per venue, rooms sharing a name kept apart',
    async () => {
      const { document } = await exportScheduleJson(db, { year });
      if (validate) expect(validate(document) ? [] : validate.errors).toEqual([]);
      const conference = (document.schedule as { conference: { rooms: { name: string; guid: string }[] } })
        .conference;
      const venues = await db.kysely
        .selectFrom('events')
        .select('venue_id')
        .distinct()
        .where('year', '=', year)
        .where('canceled', '=', false)
        .where('start_time', 'is not', null)
        .execute();
      expect(conference.rooms).toHaveLength(venues.length);
      expect(new Set(conference.rooms.map((r) => r.guid)).size).toBe(venues.length);
    },
  );

  it.skipIf(!existsSync(target))(
    'imports into an empty database as the same records: rooms, canceled and untimed events',
    async () => {
      const empty = await freshDatabase();
      try {
        const report = await importText(empty, exported);
        expect(report.total).toMatchObject({ updated: 0, skipped: 0 });
        holds(original);
        expect(await shape(empty, year)).toEqual(original);
        // The programme settings travel with it: name, zone, days, event types.
        const settings = await findProgramme(db.kysely, year);
        expect(settings?.timeZone).toBe(timeZone ?? 'Europe/Brussels');
        expect(await findProgramme(empty.kysely, year)).toEqual(settings);
        // The copy exports as the same file.
        expect(JSON.stringify(await exportNative(empty, { year }))).toBe(exported);
      } finally {
        await empty.close();
      }
    },
    300_000,
  );
});
