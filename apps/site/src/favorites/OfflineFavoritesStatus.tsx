import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { PendingToggle } from './favoriteQueue.ts';
import type { FavoriteStore } from './favoriteStore.ts';

/** The note while toggles wait for the network. */
export function pendingMessage(count: number): string {
  const changes = count === 1 ? 'Your favorite change is' : `${count} favorite changes are`;
  return `${changes} saved on this device and will be sent when you are back online.`;
}

/** The message about a toggle made offline that the server refused. */
export function rejectedMessage(toggle: PendingToggle, reason: string): string {
  const item = toggle.name ? `“${toggle.name}”` : 'An item';
  const change = toggle.favorited ? 'added to' : 'removed from';
  return `${item} could not be ${change} your favorites: ${reason}`;
}

const readPending = (store: FavoriteStore) => store.pending;
const readRejected = (store: FavoriteStore) => store.rejected;

/**
 * What became of the favorite toggles made offline (docs/offline.md): how many wait to be sent, and
 * which ones the server refused once sent, with Dismiss (the refusals stay until then); nothing
 * otherwise. Shown by {@link mountOfflineFavoritesStatus}.
 */
export function OfflineFavoritesStatus({ store }: { store: FavoriteStore }) {
  const pending = useSyncExternalStore(
    store.subscribe,
    () => readPending(store),
    () => readPending(store),
  );
  const rejected = useSyncExternalStore(
    store.subscribe,
    () => readRejected(store),
    () => readRejected(store),
  );
  if (pending.length === 0 && rejected.length === 0) return null;
  return (
    <div className="site-offlineFavorites-card">
      {pending.length > 0 ? <p>{pendingMessage(pending.length)}</p> : null}
      {rejected.map(({ toggle, message }) => (
        <p key={`${toggle.type}:${toggle.id}:${toggle.at}`}>{rejectedMessage(toggle, message)}</p>
      ))}
      {rejected.length > 0 ? (
        // A native button with the Button look of @conf/ui (as the visitor's Favorite button): the
        // react-aria Button would bring its press and hover code into this chunk for one button.
        <button
          type="button"
          className="conf-Button"
          data-variant="ghost"
          onClick={() => store.dismissRejected()}
        >
          Dismiss
        </button>
      ) : null}
    </div>
  );
}

/**
 * Puts the status of the favorites toggled offline at the end of the body, in a polite live region
 * (`role="status"`) of its own React root, outside the hydrated page (as the update prompt): the
 * region is there, empty, from the start of a signed-in page, so that screen readers announce what
 * appears in it. Its code is loaded after hydration (FavoritesProvider.tsx), not with the page.
 * Returns the function that removes it.
 */
export function mountOfflineFavoritesStatus(store: FavoriteStore): () => void {
  const host = document.createElement('div');
  host.className = 'site-offlineFavorites';
  host.setAttribute('role', 'status');
  document.body.append(host);
  // The page's theme (the year's) for the card's colours; on a wrapper, as `.site-theme` has
  // `display: contents`, which would take the region's role away in some browsers.
  const theme = document.querySelector('.site-theme[data-theme]')?.getAttribute('data-theme') ?? undefined;
  const root = createRoot(host);
  root.render(
    <div className="site-theme" data-theme={theme}>
      <OfflineFavoritesStatus store={store} />
    </div>,
  );
  return () => {
    // Called from the page's effect cleanup, while React renders: the root goes right after.
    setTimeout(() => {
      root.unmount();
      host.remove();
    }, 0);
  };
}
