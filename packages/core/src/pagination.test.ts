import { describe, expect, it } from 'vitest';
import { clampPage, needsPaging, pageCount, pageItems, pageWindow } from './pagination.ts';

const items = Array.from({ length: 40 }, (_, i) => i + 1);

describe('pageCount', () => {
  it('counts pages of 15 by default, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(16)).toBe(2);
    expect(pageCount(40)).toBe(3);
    expect(pageCount(10, 4)).toBe(3);
  });

  it('rejects a page size that is not positive', () => {
    expect(() => pageCount(3, 0)).toThrow(RangeError);
  });
});

describe('needsPaging', () => {
  it('pages only lists of more than 15 options', () => {
    expect(needsPaging(15)).toBe(false);
    expect(needsPaging(16)).toBe(true);
  });
});

describe('pageItems', () => {
  it('slices one page', () => {
    expect(pageItems(items, 1)).toEqual(items.slice(0, 15));
    expect(pageItems(items, 3)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it('clamps a page outside the list', () => {
    expect(pageItems(items, 9)).toEqual(pageItems(items, 3));
    expect(pageItems(items, 0)).toEqual(pageItems(items, 1));
    expect(pageItems([], 2)).toEqual([]);
  });
});

describe('clampPage', () => {
  it('keeps a page within 1..pages', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(5, 4)).toBe(4);
    expect(clampPage(2.7, 4)).toBe(2);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts at the first page near the start', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres on the current page in the middle', () => {
    expect(pageWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
  });

  it('ends at the last page near the end', () => {
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('clamps the current page and honours another button count', () => {
    expect(pageWindow(99, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });

  it('always contains the current page', () => {
    for (let pages = 1; pages <= 20; pages++) {
      for (let current = 1; current <= pages; current++) {
        const window = pageWindow(current, pages);
        expect(window).toContain(current);
        expect(window.length).toBe(Math.min(5, pages));
      }
    }
  });
});
