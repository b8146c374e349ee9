import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventHit, eventTypeAggregation, searchResult } from '../test/fixtures.ts';
import type { SearchOutcome } from './runSearch.ts';
import { sameSidebar, useSidebarOutcome } from './sidebarOutcome.ts';

const keynote = eventHit('E1', 'Morning Keynote', ['2026-03-09', '09:00', '10:00']);
const screening = eventHit('E2', 'Chalk and Light', ['2026-03-10', '19:00', '20:45']);

/** A result of 120 events: the given page's hits, the same counts on every page. */
const done = (page: number, counts = { session: 100, screening: 20 }, total = 120): SearchOutcome => ({
  status: 'done',
  result: searchResult({
    id: `s_${page}`,
    hits: [page === 1 ? keynote : screening],
    page,
    total,
    aggregations: [eventTypeAggregation(counts)],
  }),
});

describe('sameSidebar', () => {
  it('is the same sidebar for another page of the same search, with fresh objects', () => {
    expect(sameSidebar(done(1), done(2))).toBe(true);
  });

  it('differs when an option count or the total differs', () => {
    expect(sameSidebar(done(1), done(1, { session: 99, screening: 20 }))).toBe(false);
    expect(sameSidebar(done(1), done(1, undefined, 121))).toBe(false);
  });

  it('shows the search box alone before a result: idle and failed are alike, a result is not', () => {
    const failed: SearchOutcome = { status: 'failed', message: 'The search failed.' };
    expect(sameSidebar({ status: 'idle' }, failed)).toBe(true);
    expect(sameSidebar(failed, done(1))).toBe(false);
    expect(sameSidebar(done(1), { status: 'idle' })).toBe(false);
  });
});

describe('useSidebarOutcome', () => {
  it('keeps the outcome given before while the sidebar would be the same', () => {
    const first = done(1);
    const { result, rerender } = renderHook(({ outcome }) => useSidebarOutcome(outcome), {
      initialProps: { outcome: first },
    });
    rerender({ outcome: done(2) });
    expect(result.current).toBe(first);
    const filtered = done(1, { session: 0, screening: 20 }, 20);
    rerender({ outcome: filtered });
    expect(result.current).toBe(filtered);
  });
});
