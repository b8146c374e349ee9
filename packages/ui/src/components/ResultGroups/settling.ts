import type { ResultGroup } from '@conf/core';
import type { SearchHitLike } from '../ResultTile/hit.ts';

/**
 * The key of a tile's place in a list of groups: its group's place and its own within the group
 * (`"1:14"`), which is how ResultGroups keys its groups and tiles.
 */
export function placeKey(group: number, item: number): string {
  return `${group}:${item}`;
}

/** The hit at each place of the groups, by {@link placeKey}. */
export function hitsByPlace(groups: readonly ResultGroup<SearchHitLike>[]): Map<string, SearchHitLike> {
  const byPlace = new Map<string, SearchHitLike>();
  groups.forEach((group, groupPlace) => {
    group.items.forEach((hit, place) => {
      byPlace.set(placeKey(groupPlace, place), hit);
    });
  });
  return byPlace;
}

/** The least number of hits for which a new list settles in two steps (see {@link shownRecord}). */
export const SETTLE_FROM = 24;

/**
 * Whether a new list (`hits`, replacing `before`) is shown in two steps: its tiles near the screen
 * at once, the others' details a moment later. Not for a short list (quick to render anyway), nor
 * for a list shorter than the one it replaces: the page then shrinks, the browser may scroll up to
 * tiles that were far from the screen a moment before.
 */
export function settlesInSteps(hits: readonly unknown[], before: readonly unknown[]): boolean {
  return hits !== before && hits.length >= SETTLE_FROM && hits.length >= before.length;
}

/**
 * The record a tile at `key` shows its details for (picture, tags, facts, actions) in the first
 * step of a new list (`before`, the hits shown until then by place; `null` when the list is shown in
 * one step): its new `hit` when it is near the screen (`isNear`), else the record shown
 * there before (its details unchanged, so not rendered again), or `null` for a new place (details
 * left out). Its title is always the new hit's.
 */
export function shownRecord(
  hit: SearchHitLike,
  key: string,
  before: ReadonlyMap<string, SearchHitLike> | null,
  isNear: () => boolean,
): SearchHitLike | null {
  if (before === null || isNear()) return hit;
  return before.get(key) ?? null;
}
