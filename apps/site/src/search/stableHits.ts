import { useMemo, useState } from 'react';

/** What a hit needs to be recognised again: its type and id. */
interface HitKey {
  type: string;
  _id: string;
}

/** Records remembered across results: more than the 600 hits "Show more" can list at once. */
export const REMEMBERED_HITS = 1200;

/**
 * The hit objects of the results shown so far, by record. Each new result (a filter, another page,
 * back) comes with new objects even for records that did not change; {@link HitCache.stabilize}
 * gives back the object seen before when the record's content is the same, so that memoized tiles
 * of unchanged records are not rendered again. The oldest records are forgotten past `limit`.
 */
export class HitCache<T extends HitKey> {
  readonly #seen = new Map<string, { json: string; hit: T }>();
  readonly #limit: number;

  constructor(limit = REMEMBERED_HITS) {
    this.#limit = limit;
  }

  /** `hits`, each replaced by the equal hit seen before (`hits` itself when none was). */
  stabilize(hits: readonly T[]): readonly T[] {
    let changed = false;
    const stable = hits.map((hit) => {
      const key = `${hit.type}:${hit._id}`;
      const json = JSON.stringify(hit);
      const known = this.#seen.get(key);
      this.#seen.delete(key);
      const kept = known?.json === json ? known.hit : hit;
      this.#seen.set(key, { json, hit: kept });
      if (kept !== hit) changed = true;
      return kept;
    });
    for (const key of this.#seen.keys()) {
      if (this.#seen.size <= this.#limit) break;
      this.#seen.delete(key);
    }
    return changed ? stable : hits;
  }
}

/** {@link HitCache.stabilize} for one list of the page: the hits with unchanged records kept as before. */
export function useStableHits<T extends HitKey>(hits: readonly T[]): readonly T[] {
  const [cache] = useState(() => new HitCache<T>());
  return useMemo(() => cache.stabilize(hits), [cache, hits]);
}
