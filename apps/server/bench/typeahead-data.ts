import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ScheduleSnapshot } from '@conf/contract';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { readSourceFiles } from '../src/importers/files.ts';
import { importProgramme } from '../src/importers/import-programme.ts';
import { scheduleSnapshot } from '../src/offline/schedule-snapshot.ts';
import { loadSnapshotRows } from '../src/offline/snapshot-rows.ts';
import { REPO_ROOT } from '../src/paths.ts';
import type { Corpus } from '../src/search/corpus.ts';
import { SearchIndex } from '../src/search/search-index.ts';

/**
 * The type-ahead on the device against the server's (issue 15 item 4), on the SXSW 2026 programme of
 * ../shared/datasets: the server's catalogue index and the schedule snapshot the device keeps, both
 * built in one process from one imported database, and a fixed set of texts typed key by key.
 * Shared by the parity test (test/typeahead-parity.test.ts) and `pnpm bench typeahead`.
 */

export const SXSW_DIR = path.resolve(REPO_ROOT, '../shared/datasets/sxsw-2026');
export const TYPEAHEAD_YEAR = 2026;
const ZONE = 'America/Chicago';

/**
 * What visitors type, whole: topics, formats, names of people, bands and venues of the programme,
 * words in other scripts' spellings, and typos. Each is typed key by key ({@link keystrokes}).
 */
export const TYPEAHEAD_TEXTS: readonly string[] = [
  'artificial intelligence',
  'ai',
  'music',
  'film',
  'mentor session',
  'future of',
  'climate',
  'health',
  'design',
  'creator economy',
  'space',
  'cyber security',
  'women in',
  'leadership',
  'comedy',
  'documentary',
  'showcase',
  'meet up',
  'linkedin',
  'round table',
  'brian irving',
  'steve rosenbaum',
  'simone tang',
  'tom nash',
  'pizza movie',
  'ras mundi',
  'werkha',
  'javiera electra',
  'convention center',
  'hotel',
  'salon',
  'stubbs',
  'mohawk',
  'hip hop',
  'jazz',
  'latin',
  'artifical intelligence',
  'musci',
  'documentray',
  'leadrship',
];

/** The texts a visitor has typed after each key of `text`, from the 2nd character on. */
export function keystrokes(text: string): string[] {
  const typed: string[] = [];
  for (let n = 2; n <= text.length; n++) typed.push(text.slice(0, n));
  return typed;
}

export interface TypeaheadData {
  catalog: Corpus;
  snapshot: ScheduleSnapshot;
  /** The clock both sides answer at (ms). */
  now: number;
  close(): Promise<void>;
}

/** Imports SXSW 2026 into a fresh in-memory database and builds both sides; undefined without the dataset. */
export async function loadTypeaheadData(): Promise<TypeaheadData | undefined> {
  if (!existsSync(SXSW_DIR)) return undefined;
  const db = await openDatabase('memory:');
  try {
    await migrateToLatest(db);
    await importProgramme(db, await readSourceFiles(SXSW_DIR), { year: TYPEAHEAD_YEAR, timeZone: ZONE });
    const now = Date.now();
    const { catalog } = await SearchIndex.buildYear(db, TYPEAHEAD_YEAR);
    const snapshot = scheduleSnapshot(await loadSnapshotRows(db, TYPEAHEAD_YEAR), ZONE, now);
    return { catalog, snapshot, now, close: () => db.close() };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The suggestion box's categories as the request names them: All (`''`), Events, Contributors. */
export const TYPEAHEAD_CATEGORIES = ['', 'events', 'contributors'] as const;
export type TypeaheadCategory = (typeof TYPEAHEAD_CATEGORIES)[number];

/** One keystroke of the query set: the category and the text typed so far. */
export interface TypeaheadCase {
  category: TypeaheadCategory;
  text: string;
}

/** Every keystroke of every text, in each category (the texts in order, typed key by key). */
export function typeaheadCases(): TypeaheadCase[] {
  return TYPEAHEAD_CATEGORIES.flatMap((category) =>
    TYPEAHEAD_TEXTS.flatMap((whole) => keystrokes(whole).map((text) => ({ category, text }))),
  );
}
