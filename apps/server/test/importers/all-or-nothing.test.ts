import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishNote } from '@conf/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getContributor, getEvent } from '../../src/catalog/queries.ts';
import type { Database } from '../../src/db/database.ts';
import { readSourceFiles } from '../../src/importers/files.ts';
import { CancelShareError, MAX_CANCEL_SHARE, SkippedRecordsError } from '../../src/importers/guards.ts';
import { importProgramme, type ProgrammeImportOptions } from '../../src/importers/import-programme.ts';
import { ImportOptionError } from '../../src/importers/to-catalog-input.ts';
import { freshDatabase, tableCounts } from './helpers.ts';
import { DATASETS } from './schema.ts';

/**
 * Imports that never half-succeed, on a real programme: FOSDEM 2023 (780 events, 403 on day 1 and
 * 377 on day 2; floating times, no zone, no publishing dates), copied to temporary files with one
 * thing broken or removed.
 */

const ORIGINAL = path.join(DATASETS, 'fosdem-2023', '2023.xml');
const present = existsSync(ORIGINAL);
const BRUSSELS: ProgrammeImportOptions = { timeZone: 'Europe/Brussels' };

/** The events of a year that are not canceled, by id. */
async function liveEvents(db: Database): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('events')
    .select('id')
    .where('year', '=', 2023)
    .where('canceled', '=', false)
    .execute();
  return new Set(rows.map((r) => r.id));
}

describe.skipIf(!present)('an import of FOSDEM 2023 is all or nothing', () => {
  let dir: string;
  /** Paths of the variants written to the temporary folder. */
  const files: Record<string, string> = {};
  let db: Database;

  beforeAll(async () => {
    const xml = await readFile(ORIGINAL, 'utf8');
    dir = await mkdtemp(path.join(tmpdir(), 'conf-fosdem-2023-'));
    const variants = {
      original: xml,
      // Day 1 (403 events) on a day February does not have.
      badDay: xml.replace('<day index="1" date="2023-02-04">', '<day index="1" date="2023-02-31">'),
      // One event (14956, "Celebrating 25 years of Open Source") at a time no clock shows.
      badStart: xml.replace(/(<event id="14956">\s*<start>)10:00/, '$125:00'),
      // The whole of day 2 (377 events) missing, as a truncated download would be.
      withoutDay2: xml.replace(/<day index="2"[\s\S]*?<\/day>/, ''),
      withoutOneEvent: xml.replace(/<event id="14956">[\s\S]*?<\/event>/, ''),
    };
    for (const [name, text] of Object.entries(variants)) {
      if (name !== 'original' && text === xml) throw new Error(`the ${name} variant changed nothing`);
      files[name] = path.join(dir, `${name}.xml`);
      await writeFile(files[name] as string, text);
    }
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    db = await freshDatabase();
  });
  afterEach(async () => {
    await db.close();
  });

  const importVariant = async (name: string, opts: ProgrammeImportOptions) =>
    importProgramme(db, await readSourceFiles(files[name] as string), opts);

  /** The refusal an import ends with (fails the test when it succeeds or fails otherwise). */
  async function refusal<E extends Error>(attempt: Promise<unknown>, type: new (...args: never[]) => E) {
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(type);
    return error as E;
  }

  describe('given one bad <day date> (403 of the 780 events cannot be placed in time)', () => {
    it('writes nothing and names every record it cannot import, with its id, title, place and why', async () => {
      const error = await refusal(importVariant('badDay', BRUSSELS), SkippedRecordsError);
      expect(error.message).toBe('403 records of the file cannot be imported');
      expect(error.skipped).toHaveLength(403);
      expect(error.skipped[0]).toEqual({
        kind: 'events',
        ref: "event:15059 'Welcome to FOSDEM 2023' (/schedule/day[1]/room[1]/event[1])",
        reason: "invalid date '2023-02-31' (yyyy-MM-dd expected)",
      });
      expect(await tableCounts(db)).toEqual({ events: 0, entities: 0, venues: 0, links: 0, runs: 0 });
    });

    it('with allowPartial, imports the 377 events of day 2 and reports the 403 others', async () => {
      const report = await importVariant('badDay', { ...BRUSSELS, allowPartial: true });
      expect(report.kinds.events).toMatchObject({ created: 377, skipped: 403 });
      expect(report.kinds.events.skipped_records).toHaveLength(403);
      expect((await tableCounts(db)).events).toBe(377);
    });

    it('with cancelMissing over the full programme, cancels none of the skipped events', async () => {
      await importVariant('original', BRUSSELS);
      const before = await liveEvents(db);
      const report = await importVariant('badDay', { ...BRUSSELS, allowPartial: true, cancelMissing: true });
      expect(report.kinds.events.canceled).toBe(0);
      expect(await liveEvents(db)).toEqual(before);
    });
  });

  describe('given one bad <start> (1 event)', () => {
    it('refuses by default, and with allowPartial and cancelMissing keeps the stored event live', async () => {
      await importVariant('original', BRUSSELS);
      const error = await refusal(importVariant('badStart', BRUSSELS), SkippedRecordsError);
      expect(error.skipped.map((s) => `${s.ref}: ${s.reason}`)).toEqual([
        "event:14956 'Celebrating 25 years of Open Source' (/schedule/day[1]/room[1]/event[2]): invalid time of day '25:00'",
      ]);
      const report = await importVariant('badStart', {
        ...BRUSSELS,
        allowPartial: true,
        cancelMissing: true,
      });
      expect(report.kinds.events).toMatchObject({ skipped: 1, canceled: 0 });
      expect(await getEvent(db, 2023, '14956')).toMatchObject({ canceled: false });
    });
  });

  describe('--cancel-missing', () => {
    it(`refuses to cancel more than ${MAX_CANCEL_SHARE * 100}% of the live events, saying how many, and writes nothing`, async () => {
      await importVariant('original', BRUSSELS);
      const before = await liveEvents(db);
      const runs = (await tableCounts(db)).runs;
      const error = await refusal(
        importVariant('withoutDay2', { ...BRUSSELS, cancelMissing: true }),
        CancelShareError,
      );
      // 5 of the 780 events are canceled by their own titles ("CANCELLED …"), 1 of them on day 2.
      expect(before.size).toBe(775);
      expect(error).toMatchObject({ events: 376, live: 775 });
      expect(error.message).toBe(
        "cancel-missing would cancel 376 of the 775 live events of 'fosdem-2023' in 2023 (49%; more than 10% is refused unless forced)",
      );
      expect(await liveEvents(db)).toEqual(before);
      expect((await tableCounts(db)).runs).toBe(runs);
    });

    it('with force, cancels them (never deletes them)', async () => {
      await importVariant('original', BRUSSELS);
      const report = await importVariant('withoutDay2', { ...BRUSSELS, cancelMissing: true, force: true });
      expect(report.kinds.events.canceled).toBe(376);
      expect((await liveEvents(db)).size).toBe(399);
      expect((await tableCounts(db)).events).toBe(780);
    });

    it('cancels an event the file no longer lists without force when it is within the share', async () => {
      await importVariant('original', BRUSSELS);
      const report = await importVariant('withoutOneEvent', { ...BRUSSELS, cancelMissing: true });
      expect(report.kinds.events.canceled).toBe(1);
      expect(await getEvent(db, 2023, '14956')).toMatchObject({ canceled: true });
    });
  });

  describe('a file without a time zone', () => {
    it('is refused without --timezone, saying so, and nothing is written', async () => {
      const error = await refusal(importVariant('original', {}), ImportOptionError);
      expect(error.message).toMatch(/^The file names no time zone and its times carry no offset/);
      expect(error.message).toMatch(/--timezone/);
      expect((await tableCounts(db)).events).toBe(0);
    });

    it('is placed in the zone --timezone gives (the opening at 09:30 in Brussels)', async () => {
      const report = await importVariant('original', BRUSSELS);
      expect(report.time_zone).toBe('Europe/Brussels');
      const row = await db.kysely
        .selectFrom('events')
        .select('start_time')
        .where('year', '=', 2023)
        .where('id', '=', '15059')
        .executeTakeFirstOrThrow();
      expect(new Date(row.start_time as unknown as string).toISOString()).toBe('2023-02-04T08:30:00.000Z');
    });
  });

  describe('a programme without publishing dates', () => {
    it('imports every event and person as published', async () => {
      await importVariant('original', BRUSSELS);
      const unpublished = await db.kysely
        .selectFrom('events')
        .select('id')
        .where('publish_at', 'is', null)
        .unionAll(db.kysely.selectFrom('entities').select('id').where('publish_at', 'is', null))
        .execute();
      expect(unpublished).toEqual([]);
      const now = new Date();
      const event = await getEvent(db, 2023, '15059');
      expect(publishNote(event?.publish_at, now, 'Europe/Brussels')).toBeNull();
      const speaker = await db.kysely
        .selectFrom('entities')
        .select('id')
        .where('year', '=', 2023)
        .limit(1)
        .execute();
      const person = await getContributor(db, 2023, speaker[0]?.id as string);
      expect(publishNote(person?.publish_at, now, 'Europe/Brussels')).toBeNull();
    });
  });
});
