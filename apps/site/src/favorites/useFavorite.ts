import type { FavoriteType } from '@conf/api-client';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useFavoriteStore } from './FavoritesProvider.tsx';

export interface FavoriteHandle {
  /** `false` until the server said otherwise (and always for visitors). */
  favorited: boolean;
  /** Whether the server has answered for this item yet. */
  known: boolean;
  pending: boolean;
  /** Favorites or unfavorites; rejects (state unchanged) when the server refuses. */
  toggle: (next: boolean) => Promise<void>;
}

/** Follows one item's favorite state (batched with the other items of the page). */
export function useFavorite(type: FavoriteType, id: string): FavoriteHandle {
  const store = useFavoriteStore();
  useEffect(() => store.watch(type, id), [store, type, id]);
  const state = useSyncExternalStore(store.subscribe, () => store.get(type, id));
  const pending = useSyncExternalStore(store.subscribe, () => store.isPending(type, id));
  const toggle = useCallback((next: boolean) => store.toggle(type, id, next), [store, type, id]);
  return { favorited: state === true, known: state !== undefined, pending, toggle };
}
