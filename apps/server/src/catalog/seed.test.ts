import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from './seed.ts';

describe('seedIfEmpty', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase('memory:');
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('does nothing with seed none', async () => {
    expect(await seedIfEmpty(db, 'none')).toEqual({ seeded: false });
    const events = await db.kysely.selectFrom('events').select('id').execute();
    expect(events).toEqual([]);
  });

  it('loads the demo catalogue through the import into an empty database', async () => {
    const result = await seedIfEmpty(db, 'demo');
    expect(result.seeded).toBe(true);
    expect(result.report?.total).toMatchObject({ created: 1255, skipped: 0 });
    expect(result.report?.run_id).toEqual(expect.any(Number));
  });

  it('leaves a database that has events alone', async () => {
    expect(await seedIfEmpty(db, 'demo')).toEqual({ seeded: false });
  });
});
