import type { ScheduleSnapshot } from '@conf/api-client';
import type { SiteApi } from '../api.ts';

/**
 * The year's programme kept on the device (issue 15 item 2, docs/offline.md): the logic that fetches
 * the schedule snapshot (`GET /api/web/{year}/schedule-snapshot`, through the generated client) and
 * keeps it with its ETag, revalidating the copy with `If-None-Match` on later visits. Where it is kept
 * is a {@link ScheduleStorage} (IndexedDB in the browser: scheduleDb.ts); nothing here touches it
 * directly, so the logic is tested with a map.
 */

/**
 * What is known of one year's copy, kept apart from the snapshot itself: a revalidation (a 304 on
 * every visit) reads and rewrites only this, never the programme (megabytes for a festival).
 */
export interface ScheduleCopy {
  year: number;
  /** The server's ETag of the snapshot: sent back as `If-None-Match`. */
  etag: string;
  /** When this snapshot was downloaded (ms since the epoch). */
  takenAt: number;
  /** When the server last confirmed it current (a 200 or a 304; ms since the epoch). */
  checkedAt: number;
}

/** One year's copy with its programme. */
export interface StoredSchedule extends ScheduleCopy {
  snapshot: ScheduleSnapshot;
}

/** Where copies are kept, by year. */
export interface ScheduleStorage {
  /** What is known of the year's copy, without its programme. */
  readCopy(year: number): Promise<ScheduleCopy | undefined>;
  /** The year's copy with its programme (for the pages shown offline). */
  read(year: number): Promise<StoredSchedule | undefined>;
  /** Keeps a new copy, programme and all. */
  write(schedule: StoredSchedule): Promise<void>;
  /** Updates what is known of the copy (its check time); the programme stays as it is. */
  confirm(copy: ScheduleCopy): Promise<void>;
}

/**
 * What one refresh did: `stored` a new snapshot (first visit, or the programme changed), found the
 * copy `current` (304), or `failed` (offline, the server away or an error answer: the copy, if any,
 * is kept as it was). `copy` is what the device holds afterwards.
 */
export type RefreshOutcome =
  | { kind: 'stored'; copy: ScheduleCopy }
  | { kind: 'current'; copy: ScheduleCopy }
  | { kind: 'failed'; copy: ScheduleCopy | undefined; reason: string };

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
  const held = await storage.readCopy(year);
  let answer: Awaited<ReturnType<typeof fetchSnapshot>>;
  try {
    answer = await fetchSnapshot(api, year, held?.etag, signal);
  } catch (error) {
    return { kind: 'failed', copy: held, reason: error instanceof Error ? error.message : String(error) };
  }
  const { data, response } = answer;
  if (response.status === 304 && held) {
    const copy = { ...held, checkedAt: now() };
    await storage.confirm(copy);
    return { kind: 'current', copy };
  }
  const etag = response.headers.get('ETag');
  if (response.status === 200 && data && etag) {
    const at = now();
    const copy: ScheduleCopy = { year, etag, takenAt: at, checkedAt: at };
    await storage.write({ ...copy, snapshot: data });
    return { kind: 'stored', copy };
  }
  return { kind: 'failed', copy: held, reason: `the server answered ${response.status}` };
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
