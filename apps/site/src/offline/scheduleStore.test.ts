import { createApiClient, type ScheduleSnapshot } from '@conf/api-client';
import { describe, expect, it } from 'vitest';
import { snapshotEvent } from '../test/snapshotFixtures.ts';
import {
  refreshSchedule,
  type ScheduleCopy,
  type ScheduleStorage,
  type StoredSchedule,
} from './scheduleStore.ts';

const SNAPSHOT_PATH = '/api/web/2026/schedule-snapshot';

function snapshot(name: string): ScheduleSnapshot {
  return {
    year: 2026,
    time_zone: 'America/Chicago',
    venues: [],
    contributors: [],
    organizations: [],
    events: [snapshotEvent({ id: 'E1', name, start_time: '2026-03-12T09:30:00-05:00', date: '2026-03-12' })],
  };
}

/**
 * A server that answers the snapshot with an ETag and 304 to a matching If-None-Match, as the real one
 * does (apps/server/test/schedule-snapshot-api.test.ts); the network is the unit boundary.
 */
function fakeServer() {
  const server = {
    current: { etag: '"v1"', body: snapshot('Opening') },
    /** `null`: the network is down. A number: the server answers that status with an error body. */
    failure: null as null | 'offline' | number,
    requests: [] as { path: string; ifNoneMatch: string | null }[],
  };
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    server.requests.push({ path, ifNoneMatch: request.headers.get('If-None-Match') });
    if (server.failure === 'offline') throw new TypeError('Failed to fetch');
    if (typeof server.failure === 'number') {
      return Response.json(
        { status: server.failure, error: 'internal', message: 'Broken' },
        { status: server.failure },
      );
    }
    if (path !== SNAPSHOT_PATH)
      return Response.json({ status: 404, error: 'not_found', message: path }, { status: 404 });
    const { etag, body } = server.current;
    if (request.headers.get('If-None-Match') === etag)
      return new Response(null, { status: 304, headers: { ETag: etag } });
    return Response.json(body, { headers: { ETag: etag } });
  };
  return {
    server,
    api: createApiClient({ baseUrl: 'http://conf.test', fetch, retries: 0, csrfToken: () => null }),
  };
}

/** Storage in a map; `writes` counts the programme's writes (a revalidation must make none). */
function mapStorage(): ScheduleStorage & { held: Map<number, StoredSchedule>; writes: number } {
  const held = new Map<number, StoredSchedule>();
  const storage = {
    held,
    writes: 0,
    readCopy: async (year: number) => {
      const schedule = held.get(year);
      if (!schedule) return undefined;
      const { snapshot: _programme, ...copy } = schedule;
      return copy;
    },
    read: async (year: number) => held.get(year),
    write: async (schedule: StoredSchedule) => {
      storage.writes += 1;
      held.set(schedule.year, schedule);
    },
    confirm: async (copy: ScheduleCopy) => {
      const schedule = held.get(copy.year);
      if (schedule) held.set(copy.year, { ...schedule, ...copy });
    },
  };
  return storage;
}

describe('refreshSchedule', () => {
  describe('on the first visit', () => {
    it('downloads the snapshot and keeps it with its ETag and the time it was taken', async () => {
      const { server, api } = fakeServer();
      const storage = mapStorage();
      const outcome = await refreshSchedule({ api, storage, year: 2026, now: () => 1_000 });
      expect(outcome.kind).toBe('stored');
      expect(server.requests).toEqual([{ path: SNAPSHOT_PATH, ifNoneMatch: null }]);
      expect(storage.held.get(2026)).toEqual({
        year: 2026,
        etag: '"v1"',
        takenAt: 1_000,
        checkedAt: 1_000,
        snapshot: snapshot('Opening'),
      });
    });
  });

  describe('on a later visit', () => {
    it('asks with If-None-Match and keeps the copy on 304, noting when it was confirmed', async () => {
      const { server, api } = fakeServer();
      const storage = mapStorage();
      await refreshSchedule({ api, storage, year: 2026, now: () => 1_000 });
      const outcome = await refreshSchedule({ api, storage, year: 2026, now: () => 5_000 });
      expect(outcome.kind).toBe('current');
      expect(server.requests[1]).toEqual({ path: SNAPSHOT_PATH, ifNoneMatch: '"v1"' });
      expect(storage.held.get(2026)).toMatchObject({ etag: '"v1"', takenAt: 1_000, checkedAt: 5_000 });
      // The programme was neither read again nor rewritten: only what is known of the copy.
      expect(storage.writes).toBe(1);
      expect(outcome).toEqual({
        kind: 'current',
        copy: { year: 2026, etag: '"v1"', takenAt: 1_000, checkedAt: 5_000 },
      });
    });

    it('replaces the copy when the programme changed', async () => {
      const { server, api } = fakeServer();
      const storage = mapStorage();
      await refreshSchedule({ api, storage, year: 2026, now: () => 1_000 });
      server.current = { etag: '"v2"', body: snapshot('Opening (moved)') };
      const outcome = await refreshSchedule({ api, storage, year: 2026, now: () => 9_000 });
      expect(outcome.kind).toBe('stored');
      expect(storage.held.get(2026)).toMatchObject({ etag: '"v2"', takenAt: 9_000 });
      expect(storage.held.get(2026)?.snapshot.events[0]?.name).toBe('Opening (moved)');
    });
  });

  describe('when the network or the server fails', () => {
    it('keeps the copy it has, untouched, offline', async () => {
      const { server, api } = fakeServer();
      const storage = mapStorage();
      await refreshSchedule({ api, storage, year: 2026, now: () => 1_000 });
      server.failure = 'offline';
      const outcome = await refreshSchedule({ api, storage, year: 2026, now: () => 7_000 });
      expect(outcome).toMatchObject({ kind: 'failed', copy: { checkedAt: 1_000 } });
      expect(storage.held.get(2026)?.checkedAt).toBe(1_000);
    });

    it('keeps nothing from an error answer', async () => {
      const { server, api } = fakeServer();
      const storage = mapStorage();
      server.failure = 500;
      const outcome = await refreshSchedule({ api, storage, year: 2026 });
      expect(outcome).toEqual({ kind: 'failed', copy: undefined, reason: 'the server answered 500' });
      expect(storage.held.size).toBe(0);
    });
  });
});
