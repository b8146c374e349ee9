import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { readSourceFiles } from '../../src/importers/files.ts';
import { importProgramme, type ProgrammeImportReport } from '../../src/importers/import-programme.ts';
import { counts, freshDatabase, tableCounts } from './helpers.ts';
import { DATASETS } from './schema.ts';

/**
 * FOSDEM 2026 and SXSW 2026 in one database (both are 2026 programmes, and both number their people):
 * identity is the source plus its own id, so neither import touches the other's records.
 */

const FOSDEM = path.join(DATASETS, 'fosdem-2026', '2026.xml');
const SXSW = path.join(DATASETS, 'sxsw-2026');
const present = existsSync(FOSDEM) && existsSync(SXSW);

async function importPath(db: Database, target: string): Promise<ProgrammeImportReport> {
  // SXSW's times carry offsets only: its zone is given, as an organizer must.
  return importProgramme(db, await readSourceFiles(target), {
    timeZone: target === SXSW ? 'America/Chicago' : undefined,
  });
}

/** Every FOSDEM person as stored, with what would show a change. */
async function fosdemPeople(db: Database) {
  return db.kysely
    .selectFrom('entities')
    .select(['id', 'name', 'source', 'content_hash', 'updated_at'])
    .where('year', '=', 2026)
    .where('source', '=', 'fosdem-2026')
    .orderBy('id')
    .execute();
}

describe.skipIf(!present)('two programmes of one year (FOSDEM 2026, then SXSW 2026)', () => {
  let db: Database;
  let fosdem: ProgrammeImportReport;
  let sxsw: ProgrammeImportReport;
  let fosdemAlone: Awaited<ReturnType<typeof tableCounts>>;
  let peopleBefore: Awaited<ReturnType<typeof fosdemPeople>>;

  beforeAll(async () => {
    db = await freshDatabase();
    fosdem = await importPath(db, FOSDEM);
    fosdemAlone = await tableCounts(db);
    peopleBefore = await fosdemPeople(db);
    sxsw = await importPath(db, SXSW);
  }, 600_000);
  afterAll(async () => {
    await db?.close();
  });

  it("leaves FOSDEM's people as they were", async () => {
    expect(sxsw.source).toBe('sxsw-2026');
    expect(fosdem.kinds.entities.created).toBe(927);
    expect(sxsw.total.updated).toBe(0);
    expect(await fosdemPeople(db)).toEqual(peopleBefore);
  });

  it('holds the sum of both programmes', async () => {
    const after = await tableCounts(db);
    expect(after.events).toBe(fosdemAlone.events + sxsw.kinds.events.created);
    expect(after.entities).toBe(fosdemAlone.entities + sxsw.kinds.entities.created);
    expect(after.venues).toBe(fosdemAlone.venues + sxsw.kinds.venues.created);
    // The ids both sources use are the first one's; the second's are scoped to it.
    const scoped = await db.kysely
      .selectFrom('entities')
      .select('id')
      .where('year', '=', 2026)
      .where('id', 'like', 'sxsw-2026:%')
      .execute();
    expect(scoped.length).toBeGreaterThan(0);
  });

  it('re-imports either source onto its own records (0 created, 0 updated)', async () => {
    for (const target of [SXSW, FOSDEM]) {
      const again = await importPath(db, target);
      expect(counts(again, 'total')).toMatchObject({ created: 0, updated: 0, canceled: 0 });
    }
    expect(await fosdemPeople(db)).toEqual(peopleBefore);
  });
});
