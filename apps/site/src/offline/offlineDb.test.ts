import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openFavoriteListStorage } from './favoriteListDb.ts';
import {
  FAVORITE_LIST_STORE,
  FAVORITE_TOGGLE_STORE,
  OFFLINE_DB_NAME,
  OFFLINE_DB_VERSION,
  openOfflineDb,
  SCHEDULE_STORE,
  SNAPSHOT_STORE,
} from './offlineDb.ts';

const snapshot = { year: 2026, time_zone: 'UTC', venues: [], contributors: [], events: [] };
const known = { year: 2026, etag: '"v1"', takenAt: 1_000, checkedAt: 2_000 };

/** A database as an earlier version of the site left it, closed. */
async function olderDatabase(version: 1 | 2 | 3): Promise<void> {
  const db = await openDB(OFFLINE_DB_NAME, version, {
    upgrade(database) {
      database.createObjectStore(SCHEDULE_STORE, { keyPath: 'year' });
      if (version >= 2) database.createObjectStore(SNAPSHOT_STORE);
      if (version === 3) database.createObjectStore(FAVORITE_TOGGLE_STORE, { keyPath: 'uid' });
    },
  });
  if (version === 1) await db.put(SCHEDULE_STORE, { ...known, snapshot });
  else {
    await db.put(SCHEDULE_STORE, known);
    await db.put(SNAPSHOT_STORE, snapshot, 2026);
  }
  db.close();
}

/** The device's database and its upgrades (fake-indexeddb: jsdom has no IndexedDB), a fresh one per test. */
describe('openOfflineDb', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('creates every store on a device that has none', async () => {
    const db = await openOfflineDb();
    expect(db.version).toBe(OFFLINE_DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual([
      FAVORITE_LIST_STORE,
      FAVORITE_TOGGLE_STORE,
      SCHEDULE_STORE,
      SNAPSHOT_STORE,
    ]);
    db.close();
  });

  it('upgrades version 1: its copies (programme inside) are dropped, the toggles store added', async () => {
    await olderDatabase(1);
    const db = await openOfflineDb();
    expect(db.version).toBe(OFFLINE_DB_VERSION);
    expect(await db.getAll(SCHEDULE_STORE)).toEqual([]);
    expect(await db.getAll(SNAPSHOT_STORE)).toEqual([]);
    expect(await db.getAll(FAVORITE_TOGGLE_STORE)).toEqual([]);
    db.close();
  });

  it('upgrades version 2: the programme stays, the toggles store is added', async () => {
    await olderDatabase(2);
    const db = await openOfflineDb();
    expect(db.version).toBe(OFFLINE_DB_VERSION);
    expect(await db.get(SCHEDULE_STORE, 2026)).toEqual(known);
    expect(await db.get(SNAPSHOT_STORE, 2026)).toEqual(snapshot);
    await db.put(FAVORITE_TOGGLE_STORE, { uid: 'u1', toggles: [] });
    expect(await db.get(FAVORITE_TOGGLE_STORE, 'u1')).toEqual({ uid: 'u1', toggles: [] });
    db.close();
  });

  it('upgrades version 3: the programme and the waiting toggles stay, the favorites store is added', async () => {
    await olderDatabase(3);
    const before = await openDB(OFFLINE_DB_NAME, 3);
    await before.put(FAVORITE_TOGGLE_STORE, { uid: 'u1', toggles: [] });
    before.close();
    const db = await openOfflineDb();
    expect(db.version).toBe(OFFLINE_DB_VERSION);
    expect(await db.get(SNAPSHOT_STORE, 2026)).toEqual(snapshot);
    expect(await db.get(FAVORITE_TOGGLE_STORE, 'u1')).toEqual({ uid: 'u1', toggles: [] });
    expect(await db.getAll(FAVORITE_LIST_STORE)).toEqual([]);
    db.close();
  });
});

describe('the favorites kept for My Favorites offline', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps one user’s list: saving another user’s drops the first', async () => {
    const storage = openFavoriteListStorage();
    const list = (uid: string) => ({
      uid,
      year: 2026,
      favorites: [{ type: 'event' as const, id: 'E1' }],
      savedAt: '2026-03-09T12:00:00.000Z',
    });
    await storage.save(list('u1'));
    expect(await storage.read('u1')).toEqual(list('u1'));
    await storage.save(list('u2'));
    expect(await storage.read('u1')).toBeUndefined();
    expect(await storage.read('u2')).toEqual(list('u2'));
  });
});
