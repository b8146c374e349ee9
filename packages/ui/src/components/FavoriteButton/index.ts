export {
  FavoriteButton,
  type FavoriteButtonProps,
  type FavoriteItemType,
  type ProvidedFavoriteButtonProps,
} from './FavoriteButton.tsx';
export {
  type FavoriteSource,
  FavoritesProvider,
  type FavoritesProviderProps,
  useFavoriteSource,
} from './FavoritesProvider.tsx';
export {
  type FavoriteEventLike,
  type FavoriteItem,
  type FavoriteItemLike,
  type FavoriteKind,
  favoriteItemOf,
  favoriteItemType,
} from './favoriteItem.ts';
export { FAVORITE_ERROR_MESSAGE, favoriteLabel, SIGN_IN_TOOLTIP } from './favoriteState.ts';
export {
  type FavoriteState,
  type ItemFavoriteState,
  type UseFavoriteOptions,
  useFavorite,
} from './useFavorite.ts';
