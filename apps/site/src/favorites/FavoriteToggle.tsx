import type { FavoriteType } from '@conf/api-client';
import { FavoriteButton } from '@conf/ui';
import { useLocation } from 'react-router-dom';
import { loginHref, returnPath } from '../auth/authLocation.ts';
import { useSite } from '../site.tsx';
import { favoritePathType } from './favoriteTypes.ts';
import { useFavorite } from './useFavorite.ts';

export interface FavoriteToggleProps {
  type: FavoriteType;
  id: string;
  /** The item's name, part of the button's accessible name. */
  name: string;
  size?: 'small' | 'regular';
}

/**
 * The Favorite button of one item, bound to the page's favorites store: its state comes from the
 * batched `POST /favorite/query`, a press saves through the store. Visitors get the sign-in dialog,
 * whose "Log in" returns to this page.
 */
export function FavoriteToggle({ type, id, name, size }: FavoriteToggleProps) {
  const { user } = useSite();
  const { pathname, search } = useLocation();
  const favorite = useFavorite(type, id);
  return (
    <FavoriteButton
      itemType={favoritePathType(type)}
      itemId={id}
      itemName={name}
      favorited={favorite.favorited}
      signedIn={user !== null}
      onToggle={favorite.toggle}
      loginHref={loginHref(returnPath(pathname, search))}
      {...(size ? { size } : {})}
    />
  );
}
