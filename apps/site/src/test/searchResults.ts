import { screen, within } from '@testing-library/react';
import { type RecordedRequest, requestBodies } from './fakeApi.ts';

/**
 * The group headings (level 3) of the shown search results, in order. The results are the region
 * named by their count ("3 results"); `count` picks one by its exact name.
 */
export function groupHeadings(count: string | RegExp = /results?$/): string[] {
  const results = screen.getByRole('region', { name: count });
  return within(results)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** The bodies of the searches the fake network saw, in order: POST /search, or `path` (/2026/search). */
export function searchBodies(requests: readonly RecordedRequest[], path = '/search'): unknown[] {
  return requestBodies(requests, path);
}
