import { createEmbedFavorites, type EmbedFavorites } from '@conf/api-client';

const byOrigin = new Map<string, EmbedFavorites>();

/**
 * The page's favorites on the product at `apiOrigin`: one for every element of the page that names
 * that product, so that one sign-in (one popup, one token in memory) serves all its buttons.
 */
export function favoritesOf(apiOrigin: string): EmbedFavorites {
  let favorites = byOrigin.get(apiOrigin);
  if (!favorites) {
    favorites = createEmbedFavorites({ productUrl: apiOrigin });
    byOrigin.set(apiOrigin, favorites);
  }
  return favorites;
}
