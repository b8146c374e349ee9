import type { Favorite, FavoriteSearchRequest, ScheduleSnapshot, SearchResult } from '@conf/api-client';
import { CATALOG_MODELS, favoritesCorpus, searchAnswer } from '@conf/core';
import { withPendingToggles } from '../favorites/favoriteList.ts';
import type { FavoriteQueueStorage } from '../favorites/favoriteQueue.ts';
import { snapshotCorpus } from './deviceSearch.ts';
import { type FavoriteListStorage, openFavoriteListStorage } from './favoriteListDb.ts';
import { openFavoriteQueueStorage } from './favoriteQueueDb.ts';

/**
 * My Favorites answered on the device (issue 15 item 3; docs/offline.md): the favorites the server
 * last listed for the user (kept by favoriteListSync.ts), with the toggles made offline that wait to
 * be sent, found in the schedule kept on the device and listed by the server's own engine
 * (@conf/core's `favoritesCorpus` and `searchAnswer`), so that the groups, counts and pages are the
 * server's. Loaded by a dynamic import only after the listing's call threw for want of a network.
 */

/** Said when the device holds no list of the user's favorites (never listed online on this device). */
export const FAVORITES_NOT_ON_DEVICE =
  'Your favorites cannot be listed without a network: this device has not kept them yet. They are kept once you have been online here while signed in.';

/** Said for favorite attendees: the schedule kept on the device holds no attendee directory. */
export const ATTENDEES_NOT_ON_DEVICE = 'The attendees you favorited cannot be listed without a network.';

/** The favorites of the user on this device: the kept list with the waiting toggles applied. */
export async function favoritesOnDevice(
  uid: string,
  lists: FavoriteListStorage = openFavoriteListStorage(),
  queue: Pick<FavoriteQueueStorage, 'read'> = openFavoriteQueueStorage(),
): Promise<Favorite[]> {
  const [kept, toggles] = await Promise.all([lists.read(uid), queue.read(uid)]);
  if (!kept) throw new Error(FAVORITES_NOT_ON_DEVICE);
  return withPendingToggles(kept.favorites, toggles);
}

/** The listing of POST /search/favorites from the snapshot and `favorites`; its `id` is empty. */
export async function deviceFavoriteSearch(
  snapshot: ScheduleSnapshot,
  favorites: readonly Favorite[],
  body: FavoriteSearchRequest,
  now: number = Date.now(),
): Promise<SearchResult> {
  const models = body.models && body.models.length > 0 ? [...new Set(body.models)] : [...CATALOG_MODELS];
  if (models.includes('attendee')) throw new Error(ATTENDEES_NOT_ON_DEVICE);
  const corpus = await favoritesCorpus(await snapshotCorpus(snapshot), favorites);
  const request = {
    ...(body.filters ? { filters: body.filters } : {}),
    ...(body.models ? { models: body.models } : {}),
    ...(body.grouping ? { grouping: body.grouping } : {}),
    ...(body.page ? { page: body.page } : {}),
  };
  return { id: '', ...searchAnswer(corpus, request, models, { now, preview: false }) };
}
