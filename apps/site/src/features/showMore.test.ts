import { describe, expect, it, vi } from 'vitest';
import { searchHit, searchResult } from '../test/fixtures.ts';
import { MAX_SHOWN_PAGES, mergePages, nextShownPage, searchShownPages } from './showMore.ts';

const hit = (id: string) => searchHit('person', id, { name: id });
const page = (number: number, ids: string[], total = 130) => ({
  status: 'done' as const,
  result: searchResult({ hits: ids.map(hit), page: number, total, per_page: 60 }),
});

describe('mergePages', () => {
  it('concatenates pages into one list of everything shown', () => {
    const merged = mergePages([page(1, ['a', 'b']), page(2, ['c'])]);
    expect(merged.status).toBe('done');
    if (merged.status !== 'done') return;
    expect(merged.result.hits.map((h) => h._id)).toEqual(['a', 'b', 'c']);
    expect(merged.result).toMatchObject({ page: 1, per_page: 120, total: 130 });
  });

  it('drops a hit a later page repeats (the catalogue changed between calls)', () => {
    const merged = mergePages([page(1, ['a', 'b']), page(2, ['b', 'c'])]);
    expect(merged.status === 'done' && merged.result.hits.map((h) => h._id)).toEqual(['a', 'b', 'c']);
  });

  it('gives the first failure', () => {
    const failed = { status: 'failed' as const, message: 'Too many requests' };
    expect(mergePages([page(1, ['a']), failed])).toEqual(failed);
  });
});

describe('searchShownPages', () => {
  it('with pagination: the one page asked for', async () => {
    const run = vi.fn(async (n: number) => page(n, [`p${n}`]));
    await searchShownPages(run, 3, true);
    expect(run.mock.calls).toEqual([[3]]);
  });

  it('without pagination: pages 1 to N, at most the limit', async () => {
    const run = vi.fn(async (n: number) => page(n, [`p${n}`]));
    const outcome = await searchShownPages(run, 3, false);
    expect(run.mock.calls).toEqual([[1], [2], [3]]);
    expect(outcome.status === 'done' && outcome.result.hits).toHaveLength(3);
    run.mockClear();
    await searchShownPages(run, 500, false);
    expect(run).toHaveBeenCalledTimes(MAX_SHOWN_PAGES);
  });
});

describe('nextShownPage', () => {
  it('is one more than the pages shown', () => {
    expect(nextShownPage(1, 60)).toBe(2);
    expect(nextShownPage(1, 180)).toBe(4);
    expect(nextShownPage(3, 60)).toBe(4);
  });
});
