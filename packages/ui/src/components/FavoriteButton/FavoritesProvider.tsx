import { createContext, type ReactNode, useContext } from 'react';
import type { FavoriteKind } from './favoriteItem.ts';

/**
 * Where favorites come from and go to, for {@link FavoritesProvider}: the host's store of what the
 * server said (the product's own, or `@conf/api-client`'s `createEmbedFavorites` on another site).
 * Structural, so that any object of this shape fits.
 */
export interface FavoriteSource {
  /** Whether someone is signed in (read again whenever the source notifies). */
  readonly signedIn: boolean;
  /** What the server said of an item: `true`, `false`, or `undefined` while it has not answered. */
  get(type: FavoriteKind, id: string): boolean | undefined;
  /** Calls `listener` after any change of `signedIn` or of an item's state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Starts asking the server about an item (batched with the others); returns the stop. */
  watch?(type: FavoriteKind, id: string): () => void;
  /** Saves a change; rejects when the server refuses it (the button then rolls back). */
  toggle(type: FavoriteKind, id: string, next: boolean): Promise<void>;
  /**
   * Signs the visitor in from a press (an embed's sign-in popup); resolves once signed in. Without
   * it, the sign-in dialog links to `loginHref`.
   */
  signIn?(): Promise<void>;
  /** Where a visitor signs in on the product; default `/login` (absolute inside a ProductUrlProvider). */
  loginHref?: string;
}

const FavoritesContext = createContext<FavoriteSource | null>(null);

/** Props of {@link FavoritesProvider}. */
export interface FavoritesProviderProps {
  favorites: FavoriteSource;
  children?: ReactNode;
}

/**
 * Gives `useFavorite(item)` and `<FavoriteButton item={…} />` below it their favorites: state,
 * saving, whether someone is signed in and how to sign in.
 */
export function FavoritesProvider({ favorites, children }: FavoritesProviderProps) {
  return <FavoritesContext.Provider value={favorites}>{children}</FavoritesContext.Provider>;
}

/** The nearest {@link FavoritesProvider}'s source, or `null` without one. */
export function useFavoriteSource(): FavoriteSource | null {
  return useContext(FavoritesContext);
}
