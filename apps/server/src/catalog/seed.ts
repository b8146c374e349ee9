import type { Database } from '../db/database.ts';
import type { DemoSize } from './demo/generate.ts';
import { importCatalog } from './import.ts';
import type { ImportReport } from './types.ts';

/** What an empty database gets at start (the SEED setting). */
export type SeedChoice = DemoSize | 'none';

/**
 * Loads the generated demo catalogue (through the one import path) when the events table is empty
 * for every year; does nothing when `seed` is `none` or any event exists.
 */
export async function seedIfEmpty(
  db: Database,
  seed: SeedChoice,
): Promise<{ seeded: boolean; report?: ImportReport }> {
  if (seed === 'none') return { seeded: false };
  const any = await db.kysely.selectFrom('events').select('id').limit(1).executeTakeFirst();
  if (any) return { seeded: false };
  // Loaded only when seeding: the generator pulls in faker's locale data, which a server that
  // does not seed should not carry in memory.
  const { generateDemoCatalog } = await import('./demo/generate.ts');
  const report = await importCatalog(db, generateDemoCatalog(seed));
  return { seeded: true, report };
}
