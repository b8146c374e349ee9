export { FavoriteButton, type FavoriteButtonProps, type FavoriteItemType } from './FavoriteButton.tsx';
export { FAVORITE_ERROR_MESSAGE, favoriteLabel, SIGN_IN_TOOLTIP } from './favoriteState.ts';
export { type FavoriteState, type UseFavoriteOptions, useFavorite } from './useFavorite.ts';
