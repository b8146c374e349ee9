import { type FavoriteType, favoriteTypeValues } from '@conf/api-client';

/** The favorite types of the contract (spec section 3: attendee, event, entity, venue). */
export const FAVORITE_TYPES: readonly FavoriteType[] = favoriteTypeValues;

const PATH_SEGMENTS: Record<FavoriteType, 'attendees' | 'events' | 'entities' | 'venues'> = {
  attendee: 'attendees',
  event: 'events',
  entity: 'entities',
  venue: 'venues',
};

export function isFavoriteType(value: unknown): value is FavoriteType {
  return typeof value === 'string' && (FAVORITE_TYPES as readonly string[]).includes(value);
}

/**
 * The plural path segment of `POST /favorite/{type}` and `DELETE /favorite/{type}/{id}`. Spec
 * section 5: any other type throws "invalid favorite type".
 */
export function favoritePathType(type: string): 'attendees' | 'events' | 'entities' | 'venues' {
  if (!isFavoriteType(type)) throw new Error('invalid favorite type');
  return PATH_SEGMENTS[type];
}
