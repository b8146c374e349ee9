import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { scopedId, sourceIdOf, storedIdFor } from './identity.ts';
import { importCatalog } from './import.ts';
import { getContributor, getEvent } from './queries.ts';
import type { CatalogInput } from './types.ts';

/** A one-event programme of a source, with the ids every source likes to use. */
function programme(source: string, person: string): CatalogInput {
  return {
    year: 2040,
    source,
    venues: [
      { id: 'HALL', name: `${source} hall` },
      { id: 'R1', name: 'Room 1', parent_id: 'HALL' },
    ],
    entities: [{ id: '100', type: 'person', name: person }],
    events: [
      {
        id: 'E1',
        name: `${source} opening`,
        start_time: '2040-03-01T09:00:00Z',
        venue_id: 'R1',
        entities: [{ entity_id: '100', role: 'contributor' }],
      },
    ],
    attendees: [],
  };
}

describe('record identity: the source plus its own id', () => {
  it('keeps an id for its first source and scopes it for the others', () => {
    const owners = new Map([
      ['100', 'fosdem'],
      ['sxsw:7', 'sxsw'],
    ]);
    expect(storedIdFor('fosdem', '100', owners)).toBe('100');
    expect(storedIdFor('sxsw', '100', owners)).toBe('sxsw:100');
    expect(storedIdFor('sxsw', '101', owners)).toBe('101');
    // Once scoped, always scoped for that source, even if the plain id is free again.
    expect(storedIdFor('sxsw', '7', owners)).toBe('sxsw:7');
    expect(sourceIdOf('sxsw', 'sxsw:100')).toBe('100');
    expect(sourceIdOf('fosdem', 'sxsw:100')).toBe('sxsw:100');
    const long = scopedId('sxsw', 'x'.repeat(140));
    expect(long.length).toBeLessThanOrEqual(128);
    expect(sourceIdOf('sxsw', long)).toBe(long);
  });

  describe('two programmes with the same ids in one year', () => {
    let db: Database;
    beforeAll(async () => {
      db = await openDatabase('memory:');
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await db.close();
    });

    it('keep their own people, rooms and events', async () => {
      const first = await importCatalog(db, programme('fosdem', 'Grace Hopper'));
      const second = await importCatalog(db, programme('sxsw', 'Pat Doe'));
      expect(first.total).toMatchObject({ created: 4, updated: 0 });
      expect(second.total).toMatchObject({ created: 4, updated: 0 });
      expect((await getContributor(db, 2040, '100'))?.name).toBe('Grace Hopper');
      expect((await getContributor(db, 2040, 'sxsw:100'))?.name).toBe('Pat Doe');
      const event = await getEvent(db, 2040, 'sxsw:E1');
      expect(event?.name).toBe('sxsw opening');
      expect(event?.venue?.id).toBe('sxsw:R1');
      expect(event?.contributors?.map((c) => c.entity_id)).toEqual(['sxsw:100']);
      const room = await db.kysely
        .selectFrom('venues')
        .select('parent_id')
        .where('year', '=', 2040)
        .where('id', '=', 'sxsw:R1')
        .executeTakeFirstOrThrow();
      expect(room.parent_id).toBe('sxsw:HALL');
      expect((await getEvent(db, 2040, 'E1'))?.contributors?.map((c) => c.name)).toEqual(['Grace Hopper']);
    });

    it('re-import each one onto its own records', async () => {
      for (const source of ['sxsw', 'fosdem']) {
        const again = await importCatalog(
          db,
          programme(source, source === 'sxsw' ? 'Pat Doe' : 'Grace Hopper'),
        );
        expect(again.total).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
      }
      const changed = await importCatalog(db, programme('sxsw', 'Pat Doe-Roe'));
      expect(changed.kinds.entities).toMatchObject({ created: 0, updated: 1 });
      expect((await getContributor(db, 2040, '100'))?.name).toBe('Grace Hopper');
    });

    it("never cancels a scoped event the source still lists (keepEventIds are the source's ids)", async () => {
      const withoutEvents = { ...programme('sxsw', 'Pat Doe-Roe'), events: [] };
      const report = await importCatalog(db, withoutEvents, { cancelMissing: true, keepEventIds: ['E1'] });
      expect(report.kinds.events.canceled).toBe(0);
      expect((await getEvent(db, 2040, 'sxsw:E1'))?.canceled).toBe(false);
      const dropped = await importCatalog(db, withoutEvents, { cancelMissing: true });
      expect(dropped.kinds.events.canceled).toBe(1);
      expect((await getEvent(db, 2040, 'sxsw:E1'))?.canceled).toBe(true);
      expect((await getEvent(db, 2040, 'E1'))?.canceled).toBe(false);
    });
  });
});
