/** Message shown when a favorite change fails (the state has been rolled back). */
export const FAVORITE_ERROR_MESSAGE = 'Could not update your favorites. Try again.';
/** Tooltip of the favorite button for visitors (spec section 6). */
export const SIGN_IN_TOOLTIP = 'Sign in to add to your favorites';

/** The visible label of a favorite button: "Favorited" or "Favorite" (spec section 4). */
export function favoriteLabel(favorited: boolean): string {
  return favorited ? 'Favorited' : 'Favorite';
}
