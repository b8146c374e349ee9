import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useAnalytics } from '../analytics/useAnalytics.ts';
import { useSite } from '../site.tsx';
import { FavoriteStore } from './favoriteStore.ts';

const FavoritesContext = createContext<FavoriteStore | null>(null);

/** Refreshes closer together than this are one (a tab switch fires two events). */
const REFRESH_GAP_MS = 1_000;

/**
 * One favorites store for the page. Tabs stay consistent: when this tab gets the focus back or
 * becomes visible again, everything it shows is asked about again, so a favorite changed in another
 * tab (or on another device) shows here too. Accepted toggles are tracked as analytics `favorite` /
 * `unfavorite` events. Toggles made offline are kept on the device and sent, in order, once the
 * page has started and on every `online` event (docs/offline.md, decision 0017).
 */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { api, user } = useSite();
  const analytics = useAnalytics();
  const [store] = useState(
    () =>
      new FavoriteStore(api, {
        signedIn: user !== null,
        // Where the browser has IndexedDB (not in the server's render, nor in jsdom).
        ...(user && typeof indexedDB !== 'undefined' ? { offline: { uid: user.uid } } : {}),
        onToggled: (type, id, favorited) =>
          analytics?.track(favorited ? 'favorite' : 'unfavorite', { id, type }),
      }),
  );

  // The toggles made offline: read and sent now, again on `online`, and their status shown.
  useEffect(() => store.start(), [store]);

  useEffect(() => {
    if (!user) return;
    // Coming back to a tab fires both `focus` and `visibilitychange`: one refresh serves both.
    let last = 0;
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < REFRESH_GAP_MS) return;
      last = Date.now();
      void store.refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [store, user]);

  return <FavoritesContext.Provider value={store}>{children}</FavoritesContext.Provider>;
}

/** The page's favorites store; throws outside a {@link FavoritesProvider} (a programming error). */
export function useFavoriteStore(): FavoriteStore {
  const store = useContext(FavoritesContext);
  if (!store) throw new Error('useFavoriteStore() needs a <FavoritesProvider> above it');
  return store;
}
