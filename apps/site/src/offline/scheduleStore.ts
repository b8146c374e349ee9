import type { ScheduleSnapshot } from '@conf/api-client';
import type { SiteApi } from '../api.ts';

/**
 * The year's programme kept on the device (issue 15 item 2, docs/offline.md): the logic that fetches
 * the schedule snapshot (`GET /api/web/{year}/schedule-snapshot`, through the generated client) and
 * keeps it with its ETag, revalidating the copy with `If-None-Match` on later visits. Where it is kept
 * is a {@link ScheduleStorage} (IndexedDB in the browser: scheduleDb.ts); nothing here touches it
 * directly, so the logic is tested with a map.
 */

/** One year's copy as it is kept. */
export interface StoredSchedule {
  year: number;
  /** The server's ETag of the snapshot: sent back as `If-None-Match`. */
  etag: string;
  /** When this snapshot was downloaded (ms since the epoch). */
  takenAt: number;
  /** When the server last confirmed it current (a 200 or a 304; ms since the epoch). */
  checkedAt: number;
  snapshot: ScheduleSnapshot;
}

/** Where copies are kept, by year. */
export interface ScheduleStorage {
  read(year: number): Promise<StoredSchedule | undefined>;
  write(schedule: StoredSchedule): Promise<void>;
}

/**
 * What one refresh did: `stored` a new snapshot (first visit, or the programme changed), found the
 * copy `current` (304), or `failed` (offline, the server away or an error answer: the copy, if any,
 * is kept as it was). `schedule` is the copy the device holds afterwards.
 */
export type RefreshOutcome =
  | { kind: 'stored' | 'current'; schedule: StoredSchedule }
  | { kind: 'failed'; schedule: StoredSchedule | undefined; reason: string };

export interface RefreshOptions {
  api: SiteApi;
  storage: ScheduleStorage;
  year: number;
  /** The clock (ms); default `Date.now`. */
  now?: () => number;
  signal?: AbortSignal;
}

/** Brings the device's copy of `year` up to date: a conditional GET when there is one, else a full one. */
export async function refreshSchedule({
  api,
  storage,
  year,
  now = Date.now,
  signal,
}: RefreshOptions): Promise<RefreshOutcome> {
  const held = await storage.read(year);
  let answer: Awaited<ReturnType<typeof fetchSnapshot>>;
  try {
    answer = await fetchSnapshot(api, year, held?.etag, signal);
  } catch (error) {
    return { kind: 'failed', schedule: held, reason: error instanceof Error ? error.message : String(error) };
  }
  const { data, response } = answer;
  if (response.status === 304 && held) {
    const schedule = { ...held, checkedAt: now() };
    await storage.write(schedule);
    return { kind: 'current', schedule };
  }
  const etag = response.headers.get('ETag');
  if (response.status === 200 && data && etag) {
    const at = now();
    const schedule: StoredSchedule = { year, etag, takenAt: at, checkedAt: at, snapshot: data };
    await storage.write(schedule);
    return { kind: 'stored', schedule };
  }
  return { kind: 'failed', schedule: held, reason: `the server answered ${response.status}` };
}

function fetchSnapshot(
  api: SiteApi,
  year: number,
  etag: string | undefined,
  signal: AbortSignal | undefined,
) {
  return api.GET('/api/web/{year}/schedule-snapshot', {
    params: { path: { year }, header: etag ? { 'If-None-Match': etag } : {} },
    ...(signal ? { signal } : {}),
  });
}
