import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { readSourceFiles } from '../../src/importers/files.ts';
import {
  importProgramme,
  type ProgrammeImportOptions,
  type ProgrammeImportReport,
} from '../../src/importers/import-programme.ts';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** A fresh, migrated in-memory database. */
export async function freshDatabase(): Promise<Database> {
  const db = await openDatabase('memory:');
  await migrateToLatest(db);
  return db;
}

/**
 * The zone of the fixtures whose times carry offsets only (no zone in the file, so the import
 * refuses them without one): the SXSW ones are Austin's, the pretalx ones JuliaCon's (New York).
 */
export function fixtureTimeZone(name: string): string | undefined {
  if (name.startsWith('sxsw')) return 'America/Chicago';
  if (name.startsWith('pretalx')) return 'America/New_York';
  return undefined;
}

/** Imports a fixture file or folder (path relative to fixtures/), in its zone ({@link fixtureTimeZone}). */
export async function importFixture(
  db: Database,
  name: string,
  opts: ProgrammeImportOptions = {},
): Promise<ProgrammeImportReport> {
  return importProgramme(db, await readSourceFiles(path.join(FIXTURES, name)), {
    timeZone: fixtureTimeZone(name),
    ...opts,
  });
}

/** created/updated/unchanged/skipped/canceled of one kind, without the record lists. */
export function counts(report: ProgrammeImportReport, kind: keyof ProgrammeImportReport['kinds'] | 'total') {
  const c = kind === 'total' ? report.total : report.kinds[kind];
  return {
    created: c.created,
    updated: c.updated,
    unchanged: c.unchanged,
    skipped: c.skipped,
    canceled: c.canceled,
  };
}

/** Row counts of the catalogue tables (to show that nothing was written). */
export async function tableCounts(db: Database) {
  const count = async (table: 'events' | 'entities' | 'venues' | 'event_entities' | 'import_runs') => {
    const row = await db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    events: await count('events'),
    entities: await count('entities'),
    venues: await count('venues'),
    links: await count('event_entities'),
    runs: await count('import_runs'),
  };
}
