// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListProbeRecord } from './list-probe.ts';
import { isSearchRequest, listTimings } from './list-timings.ts';

const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

/** A filter click at 50 ms: search answered at 200, half the new tiles at 600, all at 700. */
const filterClick: ListProbeRecord = {
  actionStart: 50,
  baseline: ids('old', 60),
  snapshots: [
    { t: 10, ids: ids('old', 60) },
    { t: 600, ids: [...ids('new', 30), ...ids('old', 30)] },
    { t: 700, ids: ids('new', 60) },
  ],
  probes: [
    { t: 12, snapshot: 0 },
    { t: 640, snapshot: 1 },
    { t: 730, snapshot: 2 },
  ],
  longTasks: [
    { start: 0, end: 40 },
    { start: 650, end: 720 },
  ],
  resources: [
    { url: 'http://127.0.0.1:1/2026/search', start: 100, end: 200 },
    { url: 'http://127.0.0.1:1/api/analytics', start: 640, end: 650 },
  ],
};

describe('listTimings', () => {
  it('counts from the search answer to the first new tile, all of them, and the page painted and idle', () => {
    expect(
      listTimings({
        record: filterClick,
        expectedIds: ids('new', 60),
        documentResponseEnd: 5,
      }),
    ).toEqual({
      tiles: 60,
      data_source: 'request',
      data_ms: 150,
      first_tile_ms: 400,
      all_tiles_ms: 500,
      settled_ms: 500,
      interactive_ms: 530,
      interactive_from_action_ms: 680,
      blocking_ms: 20,
    });
  });

  it('counts the list settled once no tile of the new results is busy', () => {
    const inSteps: ListProbeRecord = {
      ...filterClick,
      snapshots: [
        { t: 10, ids: ids('old', 60), busy: 0 },
        { t: 600, ids: ids('new', 60), busy: 45 },
        { t: 760, ids: ids('new', 60), busy: 0 },
      ],
      probes: [
        { t: 12, snapshot: 0 },
        { t: 640, snapshot: 1 },
        { t: 790, snapshot: 2 },
      ],
      longTasks: [],
    };
    const timings = listTimings({ record: inSteps, expectedIds: ids('new', 60), documentResponseEnd: 5 });
    expect(timings.all_tiles_ms).toBe(400);
    expect(timings.interactive_ms).toBe(440);
    expect(timings.settled_ms).toBe(560);
    const stillBusy = {
      ...inSteps,
      snapshots: inSteps.snapshots.slice(0, 2),
      probes: inSteps.probes.slice(0, 2),
    };
    expect(
      listTimings({ record: stillBusy, expectedIds: ids('new', 60), documentResponseEnd: 5 }).settled_ms,
    ).toBeNull();
  });

  it('falls back to counting tiles when no answer was read or its ids are not the tiles’ links', () => {
    for (const expectedIds of [null, ['elsewhere-1', 'elsewhere-2']]) {
      const timings = listTimings({
        record: filterClick,
        expectedIds,
        documentResponseEnd: 5,
      });
      expect(timings.first_tile_ms).toBe(400);
      expect(timings.all_tiles_ms).toBe(500);
    }
  });

  it('counts from the document when the tiles came in the HTML (no search request)', () => {
    const serverRendered: ListProbeRecord = {
      actionStart: 0,
      baseline: [],
      snapshots: [{ t: 100, ids: ids('hit', 60) }],
      probes: [{ t: 900, snapshot: 0 }],
      longTasks: [{ start: 300, end: 800 }],
      resources: [{ url: 'http://127.0.0.1:1/api/web/features', start: 150, end: 170 }],
    };
    expect(
      listTimings({
        record: serverRendered,
        expectedIds: null,
        documentResponseEnd: 120,
      }),
    ).toMatchObject({
      data_source: 'document',
      data_ms: 120,
      first_tile_ms: -20,
      all_tiles_ms: -20,
      interactive_ms: 780,
      blocking_ms: 450,
    });
  });

  it('reports no completion when the expected tiles never all showed', () => {
    const timings = listTimings({
      record: filterClick,
      expectedIds: [...ids('new', 60), 'new-missing'],
      documentResponseEnd: 5,
    });
    expect(timings.all_tiles_ms).toBeNull();
    expect(timings.interactive_ms).toBeNull();
    expect(timings.first_tile_ms).toBe(400);
  });
});

describe('isSearchRequest', () => {
  it('is the page’s search, not suggestions or conversions', () => {
    expect(isSearchRequest('http://h/2026/search')).toBe(true);
    expect(isSearchRequest('http://h/search')).toBe(true);
    expect(isSearchRequest('http://h/2026/search/event.data?q=x')).toBe(true);
    expect(isSearchRequest('http://h/search/suggestions')).toBe(false);
    expect(isSearchRequest('http://h/search/conversions')).toBe(false);
    expect(isSearchRequest('http://h/api/analytics')).toBe(false);
  });
});
