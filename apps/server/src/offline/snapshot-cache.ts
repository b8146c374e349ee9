import type { ScheduleSnapshot } from '@conf/contract';
import type { Database } from '../db/database.ts';
import { strongEtag } from '../http/conditional-get.ts';
import { type SerializedJson, serializedAs } from '../http/implementation.ts';
import { programmeTimeZone } from '../programmes/store.ts';
import { publishWindow, scheduleSnapshot } from './schedule-snapshot.ts';
import { loadSnapshotRows } from './snapshot-rows.ts';

/** A year's snapshot serialised once, with its ETag. */
export interface CachedSnapshot {
  json: SerializedJson<ScheduleSnapshot, string>;
  etag: string;
}

interface Entry {
  /** The catalogue version it was read at (the search index's, which every catalogue change moves). */
  version: number;
  zone: string;
  /**
   * The clock window in which the same records are published (schedule-snapshot.ts publishWindow);
   * every clock while the entry is built, so that requests meanwhile share the build.
   */
  window: { from: number; until: number };
  snapshot: Promise<CachedSnapshot>;
}

/**
 * The schedule snapshots of this server instance, one per year, serialised and hashed once: a page
 * revalidating its copy costs one small query (the programme zone), not a read of the catalogue. An
 * entry is made again when the catalogue changes (`catalogVersion()`, the search index's version,
 * which moves after every import on any instance), when the programme's zone changes, or when the
 * clock passes a record's publish time. Requests that come while an entry is built share the build.
 */
export class SnapshotCache {
  readonly #entries = new Map<number, Entry>();

  constructor(
    private readonly db: Database,
    private readonly catalogVersion: () => number,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(year: number): Promise<CachedSnapshot> {
    const zone = await programmeTimeZone(this.db, year);
    const now = this.clock();
    const version = this.catalogVersion();
    const entry = this.#entries.get(year);
    if (
      entry &&
      entry.version === version &&
      entry.zone === zone &&
      entry.window.from <= now &&
      now < entry.window.until
    ) {
      return entry.snapshot;
    }
    const window = { from: Number.NEGATIVE_INFINITY, until: Number.POSITIVE_INFINITY };
    const snapshot = (async () => {
      const rows = await loadSnapshotRows(this.db, year);
      [window.from, window.until] = publishWindow(rows, now);
      const json = serializedAs<ScheduleSnapshot, string>(JSON.stringify(scheduleSnapshot(rows, zone, now)));
      return { json, etag: strongEtag(json) };
    })();
    const fresh: Entry = { version, zone, window, snapshot };
    this.#entries.set(year, fresh);
    snapshot.catch(() => {
      if (this.#entries.get(year) === fresh) this.#entries.delete(year);
    });
    return fresh.snapshot;
  }
}
