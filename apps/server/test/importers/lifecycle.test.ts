import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getEvent } from '../../src/catalog/queries.ts';
import type { Database } from '../../src/db/database.ts';
import { ImportFileError } from '../../src/importers/errors.ts';
import { importProgramme } from '../../src/importers/import-programme.ts';
import { counts, FIXTURES, freshDatabase, importFixture, tableCounts } from './helpers.ts';

/** The CSV fixture has floating times and a row and a contributor that cannot be imported. */
const CSV = { timeZone: 'America/Chicago', allowPartial: true };

async function fixtureText(name: string): Promise<string> {
  return readFile(path.join(FIXTURES, name), 'utf8');
}

describe('re-importing a programme', () => {
  let db: Database;
  beforeEach(async () => {
    db = await freshDatabase();
  });
  afterEach(async () => {
    await db.close();
  });

  describe('given the same file twice', () => {
    it.each([
      ['frab-legacy.xml', { timeZone: 'Europe/Brussels', allowPartial: true }],
      ['frab-modern.xml', {}],
      ['c3voc.schedule.json', { allowPartial: true }],
      ['pretalx', {}],
      ['sxsw-raw.ndjson', {}],
      ['programme.csv', CSV],
    ])('%s: the second import changes nothing', async (name, opts) => {
      const first = await importFixture(db, name, opts);
      const second = await importFixture(db, name, opts);
      expect(second.total.created + second.total.updated + second.total.canceled).toBe(0);
      expect(second.total.unchanged).toBe(first.total.created);
      expect(second.total.skipped).toBe(first.total.skipped);
    });
  });

  describe('given an updated file', () => {
    it('updates what changed and cancels, never deletes, an event that disappeared', async () => {
      await importFixture(db, 'programme.csv', CSV);
      const original = await fixtureText('programme.csv');
      const updated = original
        .replace('E4,Floating ISO,', 'E4,Floating ISO (moved),')
        .split('\r\n')
        .filter((line) => !line.startsWith('E3,'))
        .join('\r\n');
      // 1 of the 4 events is more than the share --cancel-missing takes without --force.
      const report = await importProgramme(db, [{ name: 'programme.csv', text: updated }], {
        ...CSV,
        cancelMissing: true,
        force: true,
      });
      expect(counts(report, 'events')).toEqual({
        created: 0,
        updated: 1,
        unchanged: 2,
        skipped: 1,
        canceled: 1,
      });
      expect(await getEvent(db, 2026, 'E4')).toMatchObject({ name: 'Floating ISO (moved)', canceled: false });
      expect(await getEvent(db, 2026, 'E3')).toMatchObject({ name: 'No time yet', canceled: true });
    });

    it('without --cancel-missing leaves the missing event as it was', async () => {
      await importFixture(db, 'programme.csv', CSV);
      const without = (await fixtureText('programme.csv'))
        .split('\r\n')
        .filter((line) => !line.startsWith('E3,'))
        .join('\r\n');
      const report = await importProgramme(db, [{ name: 'programme.csv', text: without }], CSV);
      expect(report.total.canceled).toBe(0);
      expect(await getEvent(db, 2026, 'E3')).toMatchObject({ canceled: false });
    });
  });

  describe('a dry run', () => {
    it('reports the same counts as the real import and writes nothing', async () => {
      const before = await tableCounts(db);
      const dry = await importFixture(db, 'sxsw-raw.ndjson', { dryRun: true });
      expect(dry.dry_run).toBe(true);
      expect(dry.run_id).toBeNull();
      expect(await tableCounts(db)).toEqual(before);
      const real = await importFixture(db, 'sxsw-raw.ndjson');
      expect(real.total).toEqual(dry.total);
      expect(real.kinds).toEqual(dry.kinds);
    });
  });

  describe('a broken file', () => {
    it.each([
      ['broken.xml', /broken\.xml, line 6, column \d+: not well-formed XML/],
      ['broken.ndjson', /broken\.ndjson, line 3: not a valid JSON line/],
      ['broken.csv', /broken\.csv, line \d: not valid CSV/],
      ['broken-json.txt', /broken-json\.txt, line 5, column \d+: not valid JSON/],
      ['unknown.json', /unknown\.json: cannot tell the format \(JSON that is no known programme format\)/],
    ])('%s: a clear error naming where, and nothing written', async (name, message) => {
      await importFixture(db, 'programme.csv', CSV);
      const before = await tableCounts(db);
      const attempt = importFixture(db, name);
      await expect(attempt).rejects.toThrow(ImportFileError);
      await expect(importFixture(db, name)).rejects.toThrow(message);
      expect(await tableCounts(db)).toEqual(before);
    });

    it('names the JSON path of a structural problem', async () => {
      const doc = JSON.stringify({
        schedule: { conference: { title: 'x', days: [{ date: '2026-01-01', rooms: { A: {} } }] } },
      });
      await expect(importProgramme(db, [{ name: 'bad.json', text: doc }])).rejects.toThrow(
        'bad.json, $.schedule.conference.days[0].rooms["A"]: expected a list of events',
      );
    });

    it('refuses an unknown time zone before writing anything', async () => {
      await expect(importFixture(db, 'frab-legacy.xml', { timeZone: 'Mars/Olympus' })).rejects.toThrow(
        "Unknown time zone 'Mars/Olympus'",
      );
      expect((await tableCounts(db)).events).toBe(0);
    });
  });
});
