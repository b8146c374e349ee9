import type { SearchHitLike } from '@conf/ui';
import { useMemo } from 'react';
import { subjectOfHit } from './clashSubject.ts';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import { isFavoriteType } from './favoriteTypes.ts';
import { LazyClashes } from './LazyClashes.tsx';

/** The type and id a hit is favorited by (`favorite_type`, `favorite_id`); `null` when it cannot be. */
function favoriteOf(hit: SearchHitLike) {
  const type = hit.favorite_type;
  return isFavoriteType(type) ? { type, id: hit.favorite_id ?? hit._id } : null;
}

/**
 * The Favorite button of a result tile, from the hit's `favorite_id` and `favorite_type`. A hit
 * without them (or with a type the API does not know) gets no button rather than a broken one.
 */
export function HitFavorite({ hit }: { hit: SearchHitLike }) {
  const favorite = favoriteOf(hit);
  if (!favorite) return null;
  const name = typeof hit._source.name === 'string' ? hit._source.name : favorite.id;
  return <FavoriteToggle type={favorite.type} id={favorite.id} name={name} size="small" inList />;
}

/** Under a favorited event's tile: whether it clashes with another favorite (LazyClashes). */
export function HitClashes({ hit }: { hit: SearchHitLike }) {
  const subject = useMemo(() => subjectOfHit(hit), [hit]);
  return subject && favoriteOf(hit)?.type === 'event' ? <LazyClashes subject={subject} /> : null;
}
