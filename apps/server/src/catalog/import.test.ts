import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDriver, withFreshDatabase } from '../../test/fixtures/each-driver.ts';
import type { Database } from '../db/database.ts';
import { generateDemoCatalog } from './demo/generate.ts';
import { CATALOG_CHANGED_CHANNEL, importCatalog } from './import.ts';
import { CatalogInputError } from './normalize.ts';
import { getContributor, getEvent } from './queries.ts';
import type { CatalogInput, ImportReport } from './types.ts';

/** The demo catalogue of a year, with fewer events and attendees (each test owns its year). */
function smallCatalog(year: number): CatalogInput {
  const full = generateDemoCatalog('demo', { year });
  return { ...full, events: full.events.slice(0, 40), attendees: full.attendees.slice(0, 30) };
}

/** Rows per table for one year (import_runs: all years). */
async function rowCounts(db: Database, year: number): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`
    select
      (select count(*)::int from venues where year = ${year}) as venues,
      (select count(*)::int from entities where year = ${year}) as entities,
      (select count(*)::int from events where year = ${year}) as events,
      (select count(*)::int from event_entities where year = ${year}) as event_entities,
      (select count(*)::int from attendees where year = ${year}) as attendees,
      (select count(*)::int from import_runs) as import_runs`.execute(db.kysely);
  return rows[0] as Record<string, number>;
}

/** The parts of a report that do not depend on when or whether it was committed. */
function outcome(report: ImportReport) {
  const { dry_run: _d, run_id: _r, started_at: _s, duration_ms: _m, ...rest } = report;
  return rest;
}

describeEachDriver('importCatalog on $driver', (driver) => {
  let db: Database;
  withFreshDatabase(driver, (opened) => {
    db = opened;
  });

  describe('given the demo catalogue', () => {
    const input = generateDemoCatalog('demo');
    let first: ImportReport;
    beforeAll(async () => {
      first = await importCatalog(db, input);
    });

    it('creates every record and reports it per kind and in total', () => {
      const links = input.events.reduce((n, e) => n + (e.entities?.length ?? 0), 0);
      expect(first.kinds).toEqual({
        venues: { created: 25, updated: 0, unchanged: 0, skipped: 0, canceled: 0, skipped_records: [] },
        entities: { created: 530, updated: 0, unchanged: 0, skipped: 0, canceled: 0, skipped_records: [] },
        events: { created: 300, updated: 0, unchanged: 0, skipped: 0, canceled: 0, skipped_records: [] },
        attendees: { created: 400, updated: 0, unchanged: 0, skipped: 0, canceled: 0, skipped_records: [] },
      });
      expect(first.total).toEqual({
        created: 1255,
        updated: 0,
        unchanged: 0,
        skipped: 0,
        canceled: 0,
        skipped_records: [],
      });
      expect(first.links_written).toBe(links);
      expect(first.notes).toEqual([]);
      expect(first).toMatchObject({ year: 2026, source: 'demo-demo', dry_run: false });
    });

    it('logs the run with its report', async () => {
      const run = await db.kysely
        .selectFrom('import_runs')
        .selectAll()
        .where('id', '=', first.run_id as number)
        .executeTakeFirstOrThrow();
      expect(run).toMatchObject({ year: 2026, source: 'demo-demo', format: 'generator' });
      expect(run.finished_at).toBeInstanceOf(Date);
      expect((run.report as ImportReport).total).toEqual(first.total);
      expect((run.report as ImportReport).run_id).toBe(first.run_id);
    });

    it('reports everything unchanged when the same input comes again, and writes nothing', async () => {
      const before = await db.kysely
        .selectFrom('events')
        .select(['id', 'updated_at'])
        .where('year', '=', 2026)
        .execute();
      const again = await importCatalog(db, input);
      expect(again.total).toEqual({
        created: 0,
        updated: 0,
        unchanged: 1255,
        skipped: 0,
        canceled: 0,
        skipped_records: [],
      });
      expect(again.links_written).toBe(0);
      const after = await db.kysely
        .selectFrom('events')
        .select(['id', 'updated_at'])
        .where('year', '=', 2026)
        .execute();
      expect(after).toEqual(before);
    });
  });

  describe('when records change', () => {
    const year = 2030;
    const input = smallCatalog(year);
    const renamed = input.events[0];
    const regrouped = input.events.find((e, i) => i > 0 && (e.entities?.length ?? 0) >= 2);
    let report: ImportReport;
    beforeAll(async () => {
      await importCatalog(db, input);
      const changed = structuredClone(input);
      (changed.events[0] as (typeof changed.events)[0]).name = 'Renamed: Assessment That Helps';
      const lineup = changed.events.find((e) => e.id === regrouped?.id) as (typeof changed.events)[0];
      lineup.entities = (lineup.entities ?? []).filter((ref) => ref.role === 'contributor').slice(0, 1);
      (changed.attendees[0] as (typeof changed.attendees)[0]).title = 'Chief Learning Officer';
      report = await importCatalog(db, changed);
    });

    it('updates exactly the changed records', () => {
      expect(report.kinds.events).toMatchObject({ created: 0, updated: 2, unchanged: 38 });
      expect(report.kinds.attendees).toMatchObject({ created: 0, updated: 1, unchanged: 29 });
      expect(report.kinds.venues).toMatchObject({ created: 0, updated: 0, unchanged: 25 });
      expect(report.kinds.entities).toMatchObject({ created: 0, updated: 0, unchanged: 530 });
    });

    it('serves the new content', async () => {
      expect((await getEvent(db, year, renamed?.id as string))?.name).toBe('Renamed: Assessment That Helps');
      const attendee = await db.kysely
        .selectFrom('attendees')
        .select('title')
        .where('year', '=', year)
        .where('uid', '=', input.attendees[0]?.uid as string)
        .executeTakeFirstOrThrow();
      expect(attendee.title).toBe('Chief Learning Officer');
    });

    it('rewrites the line-up of an event whose references changed', async () => {
      const links = await db.kysely
        .selectFrom('event_entities')
        .select(['entity_id', 'role', 'position'])
        .where('year', '=', year)
        .where('event_id', '=', regrouped?.id as string)
        .execute();
      expect(links).toHaveLength(1);
      expect(links[0]).toMatchObject({ role: 'contributor', position: 0 });
    });
  });

  describe('with cancelMissing', () => {
    const year = 2031;
    const input = smallCatalog(year);
    const dropped = input.events.filter((e) => !e.canceled).slice(0, 3);
    const kept = { ...input, events: input.events.filter((e) => !dropped.includes(e)) };
    const activeInInput = input.events.filter((e) => !e.canceled).length;

    beforeAll(async () => {
      await importCatalog(db, input);
      await importCatalog(db, {
        year,
        source: 'another-source',
        venues: [],
        entities: [],
        events: [{ id: 'OTHER-1', name: 'From another source' }],
        attendees: [],
      });
    });

    it('leaves missing events alone without the option', async () => {
      const report = await importCatalog(db, kept);
      expect(report.total.canceled).toBe(0);
      const canceled = await db.kysely
        .selectFrom('events')
        .select('id')
        .where('year', '=', year)
        .where('canceled', '=', true)
        .execute();
      expect(canceled).toHaveLength(40 - activeInInput);
    });

    it('cancels (never deletes) the events of that source missing from the input', async () => {
      const report = await importCatalog(db, kept, { cancelMissing: true });
      expect(report.kinds.events.canceled).toBe(3);
      expect(report.total.canceled).toBe(3);
      const rows = await db.kysely
        .selectFrom('events')
        .select(['id', 'canceled'])
        .where('year', '=', year)
        .where(
          'id',
          'in',
          dropped.map((e) => e.id),
        )
        .execute();
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.canceled)).toBe(true);
      expect((await getEvent(db, year, dropped[0]?.id as string))?.canceled).toBe(true);
    });

    it('leaves the events of other sources alone', async () => {
      expect((await getEvent(db, year, 'OTHER-1'))?.canceled).toBe(false);
    });

    it('restores a canceled event that comes back', async () => {
      const report = await importCatalog(db, input, { cancelMissing: true });
      expect(report.kinds.events).toMatchObject({ updated: 3, unchanged: 37, canceled: 0 });
      expect((await getEvent(db, year, dropped[0]?.id as string))?.canceled).toBe(false);
    });
  });

  describe('a dry run', () => {
    const year = 2032;
    const input = smallCatalog(year);
    const changed = structuredClone(input);
    (changed.events[0] as (typeof changed.events)[0]).name = 'Changed in a dry run';
    changed.events.push({ id: 'NEW-1', name: 'A new event' });

    it('reports what a real import would do, and writes nothing', async () => {
      await importCatalog(db, input);
      const before = await rowCounts(db, year);
      const notified: string[] = [];
      const stop = await db.listen(CATALOG_CHANGED_CHANNEL, (payload) => notified.push(payload));

      const dry = await importCatalog(db, changed, { dryRun: true, cancelMissing: true });
      expect(dry).toMatchObject({ dry_run: true, run_id: null });
      expect(dry.kinds.events).toMatchObject({ created: 1, updated: 1, unchanged: 39 });
      expect(await rowCounts(db, year)).toEqual(before);
      expect((await getEvent(db, year, input.events[0]?.id as string))?.name).toBe(input.events[0]?.name);
      expect(await getEvent(db, year, 'NEW-1')).toBeNull();

      const real = await importCatalog(db, changed, { cancelMissing: true });
      expect(outcome(real)).toEqual(outcome(dry));
      await vi.waitFor(() => expect(notified).toHaveLength(1));
      expect(JSON.parse(notified[0] as string)).toEqual({ year, source: 'demo-demo', run_id: real.run_id });
      await stop();
    });
  });

  describe('with bad records', () => {
    const year = 2033;
    let report: ImportReport;
    beforeAll(async () => {
      report = await importCatalog(db, {
        year,
        source: 'messy',
        venues: [
          { id: 'V1', name: 'Hilton Austin Downtown' },
          { id: '', name: 'No id' },
          { id: 'V2', name: 'Salon C', parent_id: 'NOWHERE' },
        ],
        entities: [
          { id: 'P1', type: 'person', name: 'Ada Lovelace' },
          { id: 'R1', type: 'robot' as 'person', name: 'Robot' },
          { id: 'A1', type: 'artist', name: '   ' },
        ],
        events: [
          { id: 'OK', name: 'Fine', venue_id: 'V1', entities: [{ entity_id: 'P1', role: 'contributor' }] },
          { id: undefined as unknown as string, name: 'No id' },
          { id: 'NONAME', name: '' },
          {
            id: 'BACKWARDS',
            name: 'Ends first',
            start_time: '2026-03-09T10:00:00-05:00',
            end_time: '2026-03-09T09:00:00-05:00',
          },
          { id: 'FLOATING', name: 'No offset', start_time: '2026-03-09T10:00:00' },
          { id: 'LOST', name: 'Unknown venue', venue_id: 'V404' },
          {
            id: 'GHOSTS',
            name: 'Unknown people',
            entities: [
              { entity_id: 'P404', role: 'contributor' },
              { entity_id: 'P1', role: 'film' },
              { entity_id: 'P1', role: 'contributor' },
            ],
          },
          { id: 'OK', name: 'Same id again' },
        ],
        attendees: [
          { uid: 'U1', name: 'Grace Hopper' },
          { uid: '', name: 'No uid' },
          { uid: 'U2', name: '' },
        ],
      });
    });

    it('skips each invalid record with the reason', () => {
      expect(report.kinds.venues.skipped_records).toEqual([{ ref: 'venue#1', reason: 'missing id' }]);
      expect(report.kinds.entities.skipped_records).toEqual([
        {
          ref: 'entity:R1',
          reason:
            "unknown type 'robot' (expected artist, person, film, brand, exhibitor, music_fest_presenter)",
        },
        { ref: 'entity:A1', reason: 'missing name' },
      ]);
      expect(report.kinds.events.skipped_records).toEqual([
        { ref: 'event#1', reason: 'missing id' },
        { ref: 'event:NONAME', reason: 'missing name' },
        {
          ref: 'event:BACKWARDS',
          reason: 'end_time 2026-03-09T09:00:00-05:00 is before start_time 2026-03-09T10:00:00-05:00',
        },
        {
          ref: 'event:FLOATING',
          reason: "invalid start_time '2026-03-09T10:00:00' (ISO 8601 with a UTC offset expected)",
        },
        { ref: 'event:OK', reason: 'duplicate id (the first record with this id was kept)' },
      ]);
      expect(report.kinds.attendees.skipped_records).toEqual([
        { ref: 'attendee#1', reason: 'missing id' },
        { ref: 'attendee:U2', reason: 'missing name' },
      ]);
      expect(report.total.skipped).toBe(10);
      expect(report.total.skipped_records).toHaveLength(10);
    });

    it('keeps records whose references are unknown, without them, and notes it', async () => {
      expect(report.notes).toEqual([
        { ref: 'venue:V2', reason: "unknown parent venue 'NOWHERE': parent dropped" },
        { ref: 'event:LOST', reason: "unknown venue 'V404': event kept without a venue" },
        { ref: 'event:GHOSTS', reason: "unknown entity 'P404' (contributor): reference dropped" },
        { ref: 'event:GHOSTS', reason: "entity 'P1' is a person, which cannot be a film: reference dropped" },
      ]);
      expect((await getEvent(db, year, 'LOST'))?.venue).toBeNull();
      expect((await getEvent(db, year, 'GHOSTS'))?.contributors.map((c) => c.entity_id)).toEqual(['P1']);
    });

    it('imports the valid records', async () => {
      expect(report.total).toMatchObject({ created: 1 + 1 + 1 + 3 + 1 + 0, updated: 0 });
      expect(await rowCounts(db, year)).toMatchObject({ venues: 2, entities: 1, events: 3, attendees: 1 });
      expect((await getContributor(db, year, 'P1'))?.events.map((e) => e.event_id).sort()).toEqual([
        'GHOSTS',
        'OK',
      ]);
    });
  });

  describe('two imports of the same year at once', () => {
    it('run one after the other: the second finds everything unchanged', async () => {
      const input = smallCatalog(2035);
      const reports = await Promise.all([importCatalog(db, input), importCatalog(db, input)]);
      const created = reports.map((r) => r.total.created).sort((a, b) => a - b);
      expect(created).toEqual([0, 25 + 530 + 40 + 30]);
      expect(reports.map((r) => r.total.unchanged).sort((a, b) => a - b)).toEqual([0, 25 + 530 + 40 + 30]);
    });
  });

  describe('an unusable input', () => {
    it('is refused as a whole', async () => {
      const bad = { year: 'next', source: 'x', venues: [], entities: [], events: [], attendees: [] };
      await expect(importCatalog(db, bad as unknown as CatalogInput)).rejects.toThrow(CatalogInputError);
      await expect(
        importCatalog(db, { ...smallCatalog(2034), events: undefined } as unknown as CatalogInput),
      ).rejects.toThrow('Catalog input: events must be an array');
    });
  });
});
