import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCatalog } from '../catalog/import.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { SearchService, yearsOfPayload } from './service.ts';

describe('yearsOfPayload', () => {
  it('reads the year of an import notification', () => {
    expect(yearsOfPayload('{"year":2026,"source":"demo","run_id":3}')).toEqual([2026]);
  });

  it('means every year when the payload names none', () => {
    expect(yearsOfPayload('')).toBeNull();
    expect(yearsOfPayload('{"source":"demo"}')).toBeNull();
    expect(yearsOfPayload('not json')).toBeNull();
  });
});

describe('SearchService', () => {
  let db: Database;
  let service: SearchService;

  beforeAll(async () => {
    db = await openDatabase('memory:');
    await migrateToLatest(db);
    service = await SearchService.start({ db, logger: pino({ level: 'silent' }) });
  });

  afterAll(async () => {
    await service?.close();
    await db?.close();
  });

  it('answers an empty index for a year without records', () => {
    expect(service.year(2026).catalog.size).toBe(0);
    expect(service.index.years).toEqual([]);
  });

  it('rebuilds the year an import changed, told by NOTIFY, and swaps the new index in', async () => {
    const before = service.index;
    const version = service.version;
    await importCatalog(db, {
      year: 2027,
      source: 'service-test',
      venues: [{ id: 'V1', name: 'Main Hall' }],
      entities: [{ id: 'P1', type: 'person', name: 'Ada Lovelace' }],
      events: [{ id: 'E1', name: 'Engines of Thought', venue_id: 'V1' }],
      attendees: [],
    });
    await vi.waitFor(() => expect(service.version).toBe(version + 1), { timeout: 10_000, interval: 20 });
    expect(
      service
        .year(2027)
        .catalog.docs.map((d) => d.id)
        .sort(),
    ).toEqual(['E1', 'P1', 'V1']);
    // The index a query already holds never changes.
    expect(before.year(2027)).toBeUndefined();
    expect(service.index.years).toEqual([2027]);
  });

  it('rebuilds on request too', async () => {
    const version = service.version;
    await service.refresh([2027]);
    expect(service.version).toBe(version + 1);
  });
});
