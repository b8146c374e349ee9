import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useFavoriteStore } from './FavoritesProvider.tsx';
import type { FavoriteStore } from './favoriteStore.ts';

/** The card's code: loaded when there is something to say, and preloaded for signed-in users. */
const loadCard = () => import('./OfflineFavoritesCard.tsx');
const OfflineFavoritesCard = lazy(loadCard);

const hasNews = (store: FavoriteStore) => store.pending.length > 0 || store.rejected.length > 0;

/**
 * What became of the favorite toggles made offline (docs/offline.md), in a polite live region at the
 * bottom of the viewport. The region is always in the page, empty, so that screen readers announce the
 * card when it appears in it: how many toggles wait to be sent, which ones the server refused. Its code
 * is not in the first load; a signed-in page preloads it once hydrated, so that it is there when the
 * network is not.
 */
export function OfflineFavoritesStatus() {
  const store = useFavoriteStore();
  const shown = useSyncExternalStore(
    store.subscribe,
    () => hasNews(store),
    () => false,
  );
  useEffect(() => {
    if (store.signedIn) loadCard().catch(() => undefined);
  }, [store]);
  return (
    <div className="site-offlineFavorites" role="status">
      {shown ? (
        <Suspense fallback={null}>
          <OfflineFavoritesCard store={store} />
        </Suspense>
      ) : null}
    </div>
  );
}
