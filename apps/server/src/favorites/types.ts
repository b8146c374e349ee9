import { type FavoriteType, favoriteTypeValues } from '@conf/contract';
import { badRequest } from '../http/errors.ts';

/**
 * Favorite types (spec sections 3 and 5): `attendee`, `event`, `entity`, `venue`. Routes take the
 * plural form (`/favorite/events`) or the legacy singular one (`/favorite/event`); anything else is
 * the error the spec names, "invalid favorite type".
 */
export const FAVORITE_TYPES: readonly FavoriteType[] = favoriteTypeValues;

const BY_ROUTE_NAME: Readonly<Record<string, FavoriteType>> = {
  attendees: 'attendee',
  attendee: 'attendee',
  events: 'event',
  event: 'event',
  entities: 'entity',
  entity: 'entity',
  venues: 'venue',
  venue: 'venue',
};

export const INVALID_FAVORITE_TYPE = 'invalid favorite type';

/** The favorite type named by a route segment, or null. */
export function favoriteTypeOfRoute(segment: string): FavoriteType | null {
  return Object.hasOwn(BY_ROUTE_NAME, segment) ? (BY_ROUTE_NAME[segment] as FavoriteType) : null;
}

/** The favorite type named by a route segment; 400 "invalid favorite type" for anything else. */
export function parseFavoriteType(segment: string): FavoriteType {
  const type = favoriteTypeOfRoute(segment);
  if (!type) throw badRequest(INVALID_FAVORITE_TYPE);
  return type;
}
