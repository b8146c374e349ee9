import type { FavoriteType } from '@conf/api-client';
import { FavoriteButton, type FavoriteButtonProps } from '@conf/ui';
import { useLocation } from 'react-router-dom';
import { LOGIN_PATH, loginHref, returnPath } from '../auth/authLocation.ts';
import { useSite } from '../site.tsx';
import { favoritePathType } from './favoriteTypes.ts';
import { useStoredFavorite } from './useStoredFavorite.ts';

export interface FavoriteToggleProps {
  type: FavoriteType;
  id: string;
  /** The item's name, part of the button's accessible name. */
  name: string;
  size?: 'small' | 'regular';
  /**
   * A button of a list's tile: a visitor's sign-in dialog reads the page's address when it opens,
   * so that the list's buttons do not render again on every navigation (a filter, another page).
   */
  inList?: boolean;
}

/** The sign-in page, returning to the page the browser shows (read when the dialog opens). */
function loginHereHref(): string {
  return loginHref(returnPath(window.location.pathname, window.location.search));
}

/**
 * The Favorite button of one item, bound to the page's favorites store: its state comes from the
 * batched `POST /favorite/query`, a press saves through the store. Visitors get the sign-in dialog,
 * whose "Log in" returns to this page. A signed-in user's button, and a visitor's in a list, do not
 * follow the address, so the buttons of a list do not render again on every navigation.
 */
export function FavoriteToggle({ type, id, name, size, inList = false }: FavoriteToggleProps) {
  const { user } = useSite();
  const favorite = useStoredFavorite(type, id, name);
  const button = {
    itemType: favoritePathType(type),
    itemId: id,
    itemName: name,
    favorited: favorite.favorited,
    onToggle: favorite.toggle,
    ...(size ? { size } : {}),
  };
  if (user) return <FavoriteButton {...button} signedIn loginHref={LOGIN_PATH} />;
  if (inList) return <FavoriteButton {...button} signedIn={false} loginHref={loginHereHref} />;
  return <VisitorFavorite {...button} />;
}

/** A visitor's button: its sign-in dialog's "Log in" comes back to the page shown. */
function VisitorFavorite(button: Omit<FavoriteButtonProps, 'signedIn' | 'loginHref'>) {
  const { pathname, search } = useLocation();
  return <FavoriteButton {...button} signedIn={false} loginHref={loginHref(returnPath(pathname, search))} />;
}
