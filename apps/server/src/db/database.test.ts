import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDriver, withFreshDatabase } from '../../test/fixtures/each-driver.ts';
import { cutListenerConnection, listenerBackends, terminateBackends } from '../../test/fixtures/listener.ts';
import { isConnectionLoss } from './connection-errors.ts';
import { type Database, openDatabase } from './database.ts';
import { appliedMigrations, migrateToLatest } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';

const CATALOG_TABLES = ['attendees', 'entities', 'event_entities', 'events', 'import_runs', 'venues'];

describe('openDatabase', () => {
  it('refuses another kind of URL, naming DATABASE_URL and the accepted forms without the password', async () => {
    const attempt = openDatabase('mysql://admin:s3cret@db.example/conf');
    await expect(attempt).rejects.toThrow(/DATABASE_URL/);
    await expect(attempt).rejects.toThrow(/'memory:'.*postgres:\/\//);
    await expect(attempt).rejects.not.toThrow(/s3cret/);
  });

  it('says when the PostgreSQL server cannot be reached', async () => {
    await expect(openDatabase('postgres://nobody@127.0.0.1:1/none')).rejects.toThrow(
      /Cannot connect to the PostgreSQL server of DATABASE_URL/,
    );
  });

  describe('without a URL', () => {
    let parent: string;
    beforeAll(async () => {
      parent = await mkdtemp(path.join(tmpdir(), 'conf-db-test-'));
    });
    afterAll(async () => {
      await rm(parent, { recursive: true, force: true });
    });

    it('keeps an embedded database in a data folder it creates, across restarts', async () => {
      const dataDir = path.join(parent, 'nested', '.data');
      const first = await openDatabase(undefined, { dataDir });
      expect(first.driver).toBe('pglite');
      await migrateToLatest(first);
      await first.kysely
        .insertInto('venues')
        .values({ year: 2026, id: 'V1', source: 'test', name: 'Hall', content_hash: 'h' })
        .execute();
      await first.close();

      const second = await openDatabase(undefined, { dataDir });
      expect(await appliedMigrations(second)).toEqual(Object.keys(MIGRATIONS));
      const venue = await second.kysely.selectFrom('venues').select('name').executeTakeFirst();
      expect(venue).toEqual({ name: 'Hall' });
      await second.close();
    });
  });

  describe('memory:', () => {
    let db: Database;
    afterAll(async () => {
      await db?.close();
    });

    it('opens an empty embedded database that the migrations bring up to date once', async () => {
      db = await openDatabase('memory:');
      expect(await migrateToLatest(db)).toEqual({ applied: Object.keys(MIGRATIONS) });
      expect(await migrateToLatest(db)).toEqual({ applied: [] });
    });
  });
});

describeEachDriver('database on $driver', (driver) => {
  let db: Database;
  withFreshDatabase(driver, (opened) => {
    db = opened;
  });

  it('reports its driver', () => {
    expect(db.driver).toBe(driver);
  });

  it('has the catalogue tables after migrating', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_name not like 'kysely%' order by table_name`.execute(db.kysely);
    // Later migrations add their own tables (search, accounts…): the catalogue's must all be there.
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(CATALOG_TABLES));
  });

  it('indexes the lookups the API makes', async () => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where schemaname = 'public' order by indexname`.execute(db.kysely);
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'events_pkey',
        'events_start_time',
        'events_venue',
        'event_entities_pkey',
        'event_entities_entity',
        'venues_parent',
        'entities_pkey',
        'attendees_uid',
      ]),
    );
  });

  it('reads dates as yyyy-MM-dd text and timestamps as Dates', async () => {
    const { rows } = await sql<{ day: string; at: Date }>`
      select date '2026-03-09' as day, timestamptz '2026-03-09T09:30:00-05:00' as at`.execute(db.kysely);
    expect(rows[0]?.day).toBe('2026-03-09');
    expect(rows[0]?.at).toEqual(new Date('2026-03-09T14:30:00Z'));
  });

  it('rejects an event that ends before it starts', async () => {
    const insert = db.kysely
      .insertInto('events')
      .values({
        year: 2026,
        id: 'BAD',
        source: 'test',
        name: 'Backwards',
        start_time: '2026-03-09T10:00:00-05:00',
        end_time: '2026-03-09T09:00:00-05:00',
        content_hash: 'h',
      })
      .execute();
    await expect(insert).rejects.toThrow(/check constraint/);
  });

  describe('LISTEN/NOTIFY', () => {
    it('delivers notifications to every listener of the channel until it stops listening', async () => {
      const first: string[] = [];
      const second: string[] = [];
      const stopFirst = await db.listen('test_channel', (payload) => first.push(payload));
      const stopSecond = await db.listen('test_channel', (payload) => second.push(payload));
      await db.notify('test_channel', 'one');
      await vi.waitFor(() => expect(second).toEqual(['one']));
      expect(first).toEqual(['one']);

      await stopFirst();
      await db.notify('test_channel', 'two');
      await vi.waitFor(() => expect(second).toEqual(['one', 'two']));
      expect(first).toEqual(['one']);
      await stopSecond();
    });

    it('delivers a notification sent in a transaction only when it commits', async () => {
      const received: string[] = [];
      const stop = await db.listen('test_tx', (payload) => received.push(payload));
      await db.kysely
        .transaction()
        .execute(async (trx) => {
          await sql`select pg_notify('test_tx', 'rolled back')`.execute(trx);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await db.kysely.transaction().execute(async (trx) => {
        await sql`select pg_notify('test_tx', 'committed')`.execute(trx);
      });
      await vi.waitFor(() => expect(received).toEqual(['committed']));
      await stop();
    });

    it.runIf(driver === 'postgres')(
      'tells a listener when listening resumes after its connection was lost, notifications meanwhile being lost',
      async () => {
        const received: string[] = [];
        let resumed = 0;
        const stop = await db.listen(
          'test_resume',
          (payload) => received.push(payload),
          () => {
            resumed += 1;
          },
        );
        await db.notify('test_resume', 'before');
        await vi.waitFor(() => expect(received).toEqual(['before']));
        expect(await cutListenerConnection(db)).toBe(1);
        await db.notify('test_resume', 'while away');
        expect(await listenerBackends(db)).toEqual([]);
        await vi.waitFor(() => expect(resumed).toBe(1), { timeout: 10_000, interval: 50 });
        await db.notify('test_resume', 'after');
        await vi.waitFor(() => expect(received).toEqual(['before', 'after']));
        await stop();
      },
    );

    it.runIf(driver === 'postgres')(
      'survives a connection ended by the server while a caller holds it: its next query fails as a lost connection',
      async () => {
        // A pooled connection checked out and idle between two statements (a transaction's gap, or one
        // handed to a waiting request) when PostgreSQL ends it (restart, failover): without a listener
        // for the whole life of the client, its 'error' event would be unhandled and end the process.
        const failure = await db.kysely.connection().execute(async (held) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(held);
          const pid = rows[0]?.pid;
          if (pid === undefined) throw new Error('no backend pid');
          await terminateBackends(db, [pid]);
          return sql`select 1`.execute(held).then(
            () => null,
            (error: unknown) => error,
          );
        });
        expect(isConnectionLoss(failure)).toBe(true);
        // The pool dropped the broken client: the next caller gets a working one.
        expect((await sql<{ one: number }>`select 1 as one`.execute(db.kysely)).rows).toEqual([{ one: 1 }]);
      },
    );

    it('refuses channel names that are not plain lower-case identifiers', async () => {
      await expect(db.listen('Bad-Channel', () => {})).rejects.toThrow(/Invalid notification channel/);
      await expect(db.notify('x; drop table events', 'p')).rejects.toThrow(/Invalid notification channel/);
    });

    it('refuses payloads PostgreSQL would refuse', async () => {
      await expect(db.notify('test_channel', 'x'.repeat(8000))).rejects.toThrow(/payload too large/);
    });
  });
});
