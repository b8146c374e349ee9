import type { SearchHit } from '@conf/api-client';

/**
 * The festival's line-up from the product's search: events only, one per name (a showcase that
 * plays twice is listed once, at its first time), at most `size`.
 */
export function lineup(hits: readonly SearchHit[], size: number): SearchHit[] {
  const names = new Set<string>();
  const shown: SearchHit[] = [];
  for (const hit of hits) {
    const name = hit._source.name;
    if (hit.type !== 'event' || name === '' || names.has(name)) continue;
    names.add(name);
    shown.push(hit);
    if (shown.length === size) break;
  }
  return shown;
}
