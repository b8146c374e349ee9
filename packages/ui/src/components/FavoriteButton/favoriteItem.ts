import type { SearchHitLike } from '../ResultTile/hit.ts';
import type { FavoriteItemType } from './FavoriteButton.tsx';

/** The kinds of favorites, as the contract names them (`FavoriteType`: `POST /favorite/query` answers them). */
export type FavoriteKind = 'event' | 'entity' | 'venue' | 'attendee';

/** One item that can be a favorite: its kind, id and name (the name is part of the button's name). */
export interface FavoriteItem {
  type: FavoriteKind;
  id: string;
  name: string;
}

/** An event as the API gives it (`GET /api/web/{year}/events/{id}`): favorited by its `event_id`. */
export interface FavoriteEventLike {
  event_id: string;
  name: string;
}

/** What {@link favoriteItemOf} takes: a search hit, an event, or the item itself. */
export type FavoriteItemLike = FavoriteItem | FavoriteEventLike | SearchHitLike;

const KINDS: Record<FavoriteKind, FavoriteItemType> = {
  event: 'events',
  entity: 'entities',
  venue: 'venues',
  attendee: 'attendees',
};

export function isFavoriteKind(value: unknown): value is FavoriteKind {
  return typeof value === 'string' && Object.hasOwn(KINDS, value);
}

/** The path segment of a kind (`POST /favorite/{type}`), which the Favorite button exposes as `data-item-type`. */
export function favoriteItemType(kind: FavoriteKind): FavoriteItemType {
  return KINDS[kind];
}

/**
 * The favorite a hit, an event or an item stands for, or `null` when it cannot be one: a hit by its
 * `favorite_type` and `favorite_id` (else its `_id`), named by its `_source.name` (else the id); an
 * event by its `event_id` and `name`.
 */
export function favoriteItemOf(value: FavoriteItemLike): FavoriteItem | null {
  if ('_source' in value) {
    if (!isFavoriteKind(value.favorite_type)) return null;
    const id = value.favorite_id ?? value._id;
    const name = value._source.name;
    return {
      type: value.favorite_type,
      id,
      name: typeof name === 'string' && name.trim() !== '' ? name : id,
    };
  }
  if ('event_id' in value) return { type: 'event', id: value.event_id, name: value.name };
  return isFavoriteKind(value.type) ? { type: value.type, id: value.id, name: value.name } : null;
}
