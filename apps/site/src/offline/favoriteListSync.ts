import { unwrap } from '@conf/api-client';
import type { SiteApi } from '../api.ts';
import { favoritesOfList } from '../favorites/favoriteList.ts';
import { type FavoriteListStorage, openFavoriteListStorage } from './favoriteListDb.ts';

/**
 * Keeps the signed-in user's favorites on the device (GET /favorite.json, the landing year's), for
 * My Favorites offline: with the programme's refresh (scheduleSync.ts: when idle after the page, and
 * on every `online`). Loaded by a dynamic import then, not with any page.
 */
export async function refreshFavoriteList(
  api: SiteApi,
  uid: string,
  year: number,
  storage: FavoriteListStorage = openFavoriteListStorage(),
): Promise<void> {
  const list = unwrap(await api.GET('/favorite.json', {}));
  await storage.save({ uid, year, favorites: favoritesOfList(list), savedAt: new Date().toISOString() });
}
