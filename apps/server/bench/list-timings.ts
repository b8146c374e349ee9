import type { ListProbeRecord } from './list-probe.ts';

/**
 * The figures of one list measurement (lists.ts), from what the page probe recorded (list-probe.ts).
 * Times after the data are counted from the end of the search response that the tiles show (the
 * last search request that answered before they were complete), or, when the page made none
 * (server-rendered results), from the end of the document's response.
 */
export interface ListTimings {
  /** Tiles shown at the end. */
  tiles: number;
  /** Where the data came from: a search request of the page, or the HTML of the document. */
  data_source: 'request' | 'document';
  /** From the action (navigation start, or the click) to the data's response end. */
  data_ms: number;
  /** From the data to the first tile of the new results. */
  first_tile_ms: number | null;
  /** From the data to all tiles of the new results. */
  all_tiles_ms: number | null;
  /**
   * From the data to all tiles of the new results showing their records in full: none left busy
   * (a list settling in two steps shows the tiles away from the screen in full a moment later).
   */
  settled_ms: number | null;
  /** From the data to the page being interactive again: painted, and its last long task over. */
  interactive_ms: number | null;
  /** From the action to the page being interactive again. */
  interactive_from_action_ms: number | null;
  /** Long tasks' time over 50 ms each, between the data and interactive (what input would wait for). */
  blocking_ms: number | null;
}

export interface ListTimingInput {
  record: ListProbeRecord;
  /** The hit ids of the last search answer received after the action, when the bench read one. */
  expectedIds: readonly string[] | null;
  /** When the document's response ended (page time), for data that came in the HTML. */
  documentResponseEnd: number;
}

/** The search the page makes for its results (not suggestions or conversion records). */
export function isSearchRequest(url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return /\/search(\/|$)/.test(pathname) && !/\/search\/(suggestions|conversions)/.test(pathname);
}

/**
 * Complete: the first snapshot since the action that shows every expected id (a search answer's
 * hits); without ids that match any tile (no answer read, or links that do not end in the ids),
 * the first that shows the tiles as they were at the end, if that differs from the baseline.
 * First tile: the first snapshot since the action with a tile of the new results that the
 * baseline did not show.
 */
export function listTimings({ record, expectedIds, documentResponseEnd }: ListTimingInput): ListTimings {
  const start = record.actionStart;
  const snapshots = record.snapshots.filter((snapshot) => snapshot.t >= start);
  const baseline = new Set(record.baseline);
  const final = snapshots.at(-1)?.ids ?? record.baseline;
  const finalKey = final.join('\n');
  const matchable =
    expectedIds !== null &&
    expectedIds.length > 0 &&
    snapshots.some((snapshot) => snapshot.ids.some((id) => expectedIds.includes(id)));

  const isNew = (id: string) => !baseline.has(id) && (!matchable || expectedIds.includes(id));
  const isComplete = (ids: string[]) =>
    matchable
      ? expectedIds.every((id) => ids.includes(id))
      : ids.join('\n') === finalKey && finalKey !== record.baseline.join('\n');
  const complete = snapshots.find((snapshot) => isComplete(snapshot.ids));
  const settled = complete
    ? snapshots.find((snapshot) => snapshot.t >= complete.t && isComplete(snapshot.ids) && !snapshot.busy)
    : undefined;
  const first = snapshots.find((snapshot) => snapshot.ids.some(isNew));

  const searches = record.resources.filter(
    (resource) =>
      resource.start >= start && isSearchRequest(resource.url) && (!complete || resource.end <= complete.t),
  );
  const data = searches.at(-1)?.end;
  const dataAt = data ?? Math.max(start, documentResponseEnd);

  let interactiveAt: number | null = null;
  if (complete) {
    const index = record.snapshots.indexOf(complete);
    const painted = record.probes.find((probe) => probe.snapshot >= index)?.t ?? complete.t;
    const lastLongTask = record.longTasks
      .filter((task) => task.start >= start)
      .reduce((end, task) => Math.max(end, task.end), 0);
    interactiveAt = Math.max(painted, lastLongTask);
  }
  const blocking =
    interactiveAt === null
      ? null
      : record.longTasks
          .filter((task) => task.end > dataAt && task.start < (interactiveAt as number))
          .reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start, dataAt) - 50), 0);
  const since = (from: number, at: number | null | undefined) => (at == null ? null : Math.round(at - from));
  return {
    tiles: final.length,
    data_source: data === undefined ? 'document' : 'request',
    data_ms: Math.round(dataAt - start),
    first_tile_ms: since(dataAt, first?.t),
    all_tiles_ms: since(dataAt, complete?.t),
    settled_ms: since(dataAt, settled?.t),
    interactive_ms: since(dataAt, interactiveAt),
    interactive_from_action_ms: since(start, interactiveAt),
    blocking_ms: blocking === null ? null : Math.round(blocking),
  };
}
