import type { FavoriteType } from '@conf/api-client';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useFavoriteStore } from './FavoritesProvider.tsx';
import type { FavoriteState } from './favoriteStore.ts';

export interface StoredFavorite {
  /** `false` until the server said otherwise (and always for visitors); a toggle waiting offline shows its state. */
  favorited: boolean;
  /** Whether the server has answered for this item yet. */
  known: boolean;
  /**
   * Favorites or unfavorites; rejects (state unchanged) when the server refuses. The optimistic
   * state while it runs belongs to `useFavorite` of @conf/ui (inside the Favorite button).
   */
  toggle: (next: boolean) => Promise<void>;
}

/**
 * Follows one item's favorite state as the server knows it (batched with the other items of the page),
 * or as toggled offline while that toggle waits for the network. `name` names the item in the message
 * shown if a toggle made offline is refused later.
 */
export function useStoredFavorite(type: FavoriteType, id: string, name?: string): StoredFavorite {
  const store = useFavoriteStore();
  useEffect(() => store.watch(type, id), [store, type, id]);
  const readState = () => store.get(type, id);
  // Hydration reads what the server rendered (its store is empty: not known yet), whatever this store
  // has learnt by then: an island hydrating late would otherwise find a toggle kept offline (read from
  // the device at start) or an early answer, and not match the server's HTML.
  const readServerState = (): FavoriteState => (store.signedIn ? undefined : false);
  const state = useSyncExternalStore(store.subscribe, readState, readServerState);
  const toggle = useCallback((next: boolean) => store.toggle(type, id, next, name), [store, type, id, name]);
  return { favorited: state === true, known: state !== undefined, toggle };
}
