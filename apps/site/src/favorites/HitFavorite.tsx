import type { SearchHitLike } from '@conf/ui';
import { useMemo } from 'react';
import { subjectOfHit } from './clashSubject.ts';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import { isFavoriteType } from './favoriteTypes.ts';
import { LazyClashes } from './LazyClashes.tsx';

/**
 * The Favorite button of a result tile, from the hit's `favorite_id` and `favorite_type`. A hit
 * without them (or with a type the API does not know) gets no button rather than a broken one.
 * A favorited event's tile also says when it clashes with another favorite (LazyClashes).
 */
export function HitFavorite({ hit }: { hit: SearchHitLike }) {
  const type = hit.favorite_type;
  const id = hit.favorite_id ?? hit._id;
  const subject = useMemo(() => subjectOfHit(hit), [hit]);
  if (!isFavoriteType(type)) return null;
  const name = typeof hit._source.name === 'string' ? hit._source.name : id;
  return (
    <>
      <FavoriteToggle type={type} id={id} name={name} size="small" inList />
      {subject && type === 'event' ? <LazyClashes subject={subject} /> : null}
    </>
  );
}
