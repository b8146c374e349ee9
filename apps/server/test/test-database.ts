import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

export type Driver = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Database;
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server of the test run (dropped afterwards).
 */
export async function createTestDatabase(driver: Driver, pgUrl: string | null): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const db = await openDatabase('memory:');
    await migrateToLatest(db);
    return { db, url: 'memory:', drop: () => db.close() };
  }
  if (!pgUrl) throw new Error('No PostgreSQL server for this test run');
  const name = `conf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase(url.toString());
  await migrateToLatest(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
