import pino from 'pino';
import { expect, it } from 'vitest';
import { describeEachDriver, withFreshDatabase } from '../../test/fixtures/each-driver.ts';
import type { Database } from '../db/database.ts';
import { SearchLog } from './search-log.ts';

/** The search log writes its queued searches in one INSERT, every value as it was recorded. */
describeEachDriver('SearchLog on $driver', (driver) => {
  let db: Database;
  withFreshDatabase(driver, (opened) => {
    db = opened;
  });

  it('writes a batch with every value intact, awkward characters included', async () => {
    const log = new SearchLog(db, pino({ level: 'silent' }), { flushMs: 60_000 });
    const terms = ['', 'plain', 'quote " and \\ backslash', "it's {a,b} NULL", 'Élève 🎸', 'null'];
    const filters = [[], [{ field: 'event_type', value: 'panel' }], [{ field: 'genre', value: 'a"b,c}' }]];
    const started = Date.now();
    const ids = terms.map((term, i) =>
      log.record({
        year: 2026,
        kind: i % 2 === 0 ? 'catalog' : 'attendees',
        term,
        filters: filters[i % filters.length] ?? [],
        models: i === 1 ? ['event', 'film'] : [],
        resultCount: i,
      }),
    );
    await log.flush();
    const rows = await db.kysely.selectFrom('searches').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    ids.forEach((id, i) => {
      const row = byId.get(id);
      expect(row).toMatchObject({
        year: 2026,
        kind: i % 2 === 0 ? 'catalog' : 'attendees',
        term: terms[i],
        filters: filters[i % filters.length],
        models: i === 1 ? ['event', 'film'] : [],
        result_count: i,
      });
      expect(new Date(row?.created_at as unknown as string).getTime()).toBeGreaterThanOrEqual(started - 1000);
    });
    await log.close();
  });
});
