import { FILTER_PAGE_BUTTONS, FILTER_PAGE_SIZE } from './constants.ts';

/**
 * Paging of long option lists (spec sections 5 and 9: filter options page 15 at a time, with at most
 * 5 page buttons visible). Pages are numbered from 1.
 */

/** How many pages `total` items fill, at least 1. */
export function pageCount(total: number, pageSize: number = FILTER_PAGE_SIZE): number {
  if (!(pageSize > 0)) throw new RangeError(`pageSize must be positive, got ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number brought into `1..pages` (non-integers are rounded down). */
export function clampPage(page: number, pages: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, pages));
}

/** The items of one page (the page is clamped to the existing pages). */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number = FILTER_PAGE_SIZE): T[] {
  const current = clampPage(page, pageCount(items.length, pageSize));
  return items.slice((current - 1) * pageSize, current * pageSize);
}

/** Whether a list of `total` items needs paging, i.e. holds more than one page. */
export function needsPaging(total: number, pageSize: number = FILTER_PAGE_SIZE): boolean {
  return total > pageSize;
}

/**
 * The page numbers to show as buttons: at most `maxButtons`, consecutive, containing the current
 * page and as centred on it as the ends allow. `pageWindow(1, 12)` is `[1, 2, 3, 4, 5]`,
 * `pageWindow(7, 12)` is `[5, 6, 7, 8, 9]`, `pageWindow(12, 12)` is `[8, 9, 10, 11, 12]`.
 */
export function pageWindow(
  current: number,
  pages: number,
  maxButtons: number = FILTER_PAGE_BUTTONS,
): number[] {
  const total = Math.max(1, Math.floor(pages));
  const width = Math.min(total, Math.max(1, Math.floor(maxButtons)));
  const page = clampPage(current, total);
  const first = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), total - width + 1);
  return Array.from({ length: width }, (_, i) => first + i);
}
