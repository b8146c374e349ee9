import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openScheduleStorage } from './scheduleDb.ts';
import type { StoredSchedule } from './scheduleStore.ts';

/** The IndexedDB side, on fake-indexeddb (jsdom has no IndexedDB): the unit boundary. */
describe('openScheduleStorage', () => {
  const copy: StoredSchedule = {
    year: 2026,
    etag: '"v1"',
    takenAt: 1_000,
    checkedAt: 2_000,
    snapshot: { year: 2026, time_zone: 'UTC', venues: [], contributors: [], organizations: [], events: [] },
  };

  it('keeps a copy per year, found again by a later page (another connection)', async () => {
    await openScheduleStorage().write(copy);
    const later = openScheduleStorage();
    expect(await later.read(2026)).toEqual(copy);
    expect(await later.read(2025)).toBeUndefined();
  });

  it('replaces the copy of a year', async () => {
    const storage = openScheduleStorage();
    await storage.write(copy);
    await storage.write({ ...copy, etag: '"v2"', checkedAt: 3_000 });
    expect(await storage.read(2026)).toMatchObject({ etag: '"v2"', checkedAt: 3_000 });
  });

  it('reads and confirms what is known of a copy without its programme, which stays', async () => {
    const storage = openScheduleStorage();
    await storage.write(copy);
    const { snapshot, ...known } = copy;
    expect(await storage.readCopy(2026)).toEqual(known);
    await storage.confirm({ ...known, checkedAt: 9_000 });
    expect(await storage.readCopy(2026)).toEqual({ ...known, checkedAt: 9_000 });
    expect(await storage.read(2026)).toEqual({ ...copy, checkedAt: 9_000 });
    expect(snapshot.year).toBe(2026);
  });
});
