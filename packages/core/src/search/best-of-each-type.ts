/**
 * The order of a search over several types in the "By type" grouping (the All tab): the first page
 * holds the best of each type that matched, then the rest in the grouping's order. Without it, a
 * term many events match ("teacher") filled page 1 with events only, though the type-ahead offered
 * artists for it (issue 16).
 *
 * Each type with matches gets an equal share of the first page (at least {@link MIN_SHARE} places,
 * its best ones: the order it comes in is its relevance order), the places left go to what comes
 * next in the order; later pages read the rest in order. One total order, so that paging neither
 * repeats nor skips a hit. Pure; `typeOf` gives the group of a hit.
 */
export const MIN_SHARE = 6;

export function bestOfEachTypeFirst<T>(
  ordered: readonly T[],
  typeOf: (hit: T) => number,
  perPage: number,
): T[] {
  if (ordered.length <= perPage) return [...ordered];
  const byType = new Map<number, T[]>();
  for (const hit of ordered) {
    const type = typeOf(hit);
    const hits = byType.get(type);
    if (hits) hits.push(hit);
    else byType.set(type, [hit]);
  }
  if (byType.size < 2) return [...ordered];
  const share = Math.max(MIN_SHARE, Math.floor(perPage / byType.size));
  const first = new Set<T>();
  for (const hits of byType.values()) {
    for (const hit of hits.slice(0, share)) if (first.size < perPage) first.add(hit);
  }
  for (const hit of ordered) {
    if (first.size >= perPage) break;
    first.add(hit);
  }
  return [...ordered.filter((hit) => first.has(hit)), ...ordered.filter((hit) => !first.has(hit))];
}
