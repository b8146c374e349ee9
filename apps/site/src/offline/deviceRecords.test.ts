import { beforeEach, describe, expect, it } from 'vitest';
import { memoryScheduleStorage as memoryStorage, storedDemoSchedule } from '../test/memoryScheduleStorage.ts';
import { demoSnapshot } from '../test/snapshotFixtures.ts';
import { deviceRecords, forgetDeviceRecords } from './deviceRecords.ts';

const COPY = storedDemoSchedule();

describe('deviceRecords', () => {
  beforeEach(() => forgetDeviceRecords());

  it("answers the year's records, as of the last time the server confirmed the copy", async () => {
    const { storage } = memoryStorage([COPY]);
    const held = await deviceRecords(2026, async () => storage);
    expect(held?.origin).toEqual({ asOf: 5_000 });
    expect(held?.records.event('E1')?.name).toBe('Keynote');
  });

  it('is undefined for a year the device does not hold', async () => {
    const { storage } = memoryStorage([COPY]);
    expect(await deviceRecords(2025, async () => storage)).toBeUndefined();
  });

  it('reads and indexes the programme once per copy, and again when a new one was downloaded', async () => {
    const { storage, counts } = memoryStorage([COPY]);
    await deviceRecords(2026, async () => storage);
    await storage.confirm({ ...COPY, checkedAt: 9_000 });
    const again = await deviceRecords(2026, async () => storage);
    expect(counts.reads).toBe(1);
    expect(again?.origin).toEqual({ asOf: 9_000 });

    const renamed = demoSnapshot();
    renamed.events = renamed.events.map((event) =>
      event.id === 'E1' ? { ...event, name: 'Opening' } : event,
    );
    await storage.write({ ...COPY, etag: '"v2"', snapshot: renamed });
    const fresh = await deviceRecords(2026, async () => storage);
    expect(counts.reads).toBe(2);
    expect(fresh?.records.event('E1')?.name).toBe('Opening');
  });
});
