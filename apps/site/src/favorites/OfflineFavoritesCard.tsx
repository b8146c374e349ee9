import { useSyncExternalStore } from 'react';
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
 * The card of {@link OfflineFavoritesStatus} (loaded once something is to be said, or preloaded for a
 * signed-in user): how many toggles wait to be sent, and which ones the server refused once sent,
 * with Dismiss (the refusals stay until then).
 */
export default function OfflineFavoritesCard({ store }: { store: FavoriteStore }) {
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
