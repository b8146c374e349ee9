import type { Favorite, FavoriteListLegacy, FavoriteType } from '@conf/api-client';
import type { PendingToggle } from './favoriteQueue.ts';

const FAVORITE_TYPES: readonly FavoriteType[] = ['event', 'entity', 'venue', 'attendee'];

/** The favorites of GET /favorite.json (ids keyed by type) as a list, events first. */
export function favoritesOfList(list: FavoriteListLegacy): Favorite[] {
  return FAVORITE_TYPES.flatMap((type) => list[type].map((id) => ({ type, id })));
}

const keyOf = (favorite: { type: string; id: string }) => `${favorite.type}\u0000${favorite.id}`;

/**
 * The favorites as the user last made them on this device: the list the server gave, with the
 * toggles still waiting to be sent (made offline) applied in their order.
 */
export function withPendingToggles(
  favorites: readonly Favorite[],
  toggles: readonly PendingToggle[],
): Favorite[] {
  const byKey = new Map(favorites.map((favorite) => [keyOf(favorite), favorite]));
  for (const toggle of [...toggles].sort((a, b) => a.at - b.at)) {
    if (toggle.favorited) byKey.set(keyOf(toggle), { type: toggle.type, id: toggle.id });
    else byKey.delete(keyOf(toggle));
  }
  return [...byKey.values()];
}
