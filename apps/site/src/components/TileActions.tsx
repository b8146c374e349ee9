import type { SearchHitLike } from '@conf/ui';
import { HitClashes, HitFavorite } from '../favorites/HitFavorite.tsx';
import { HitShare } from './HitShare.tsx';

/**
 * A result tile's actions: Favorite (unless `favorite` is off, as on someone else's shared
 * schedule) and Share side by side, then a favorited event's clash warning on a row of its own.
 */
export function TileActions({
  hit,
  path,
  favorite,
}: {
  hit: SearchHitLike;
  /** Where the tile links (ResultTile's `renderActions`), for Share. */
  path: string | null;
  favorite: boolean;
}) {
  return (
    <>
      <span className="site-tile-buttons">
        {favorite ? <HitFavorite hit={hit} /> : null}
        <HitShare hit={hit} path={path} />
      </span>
      {favorite ? <HitClashes hit={hit} /> : null}
    </>
  );
}

/** The actions of a tile with Favorite and Share (one function for every render: tiles stay memoized). */
export const renderTileActions = (hit: SearchHitLike, path: string | null) => (
  <TileActions hit={hit} path={path} favorite />
);

/** The actions of a tile with Share only. */
export const renderShareOnly = (hit: SearchHitLike, path: string | null) => (
  <TileActions hit={hit} path={path} favorite={false} />
);
