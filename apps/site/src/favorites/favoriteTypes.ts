import { type FavoriteType, favoriteTypeSegmentValues, favoriteTypeValues } from '@conf/api-client';

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

/** A favorite type as a path may name it: the plural segment or the legacy singular (the contract's enum). */
export type FavoritePathSegment = (typeof favoriteTypeSegmentValues)[number];

/**
 * The path segment of a favorite type given either way: the plural segment as it is (what
 * InterestedWidget hands back), a singular type as its plural; anything else throws "invalid
 * favorite type" (spec section 5).
 */
export function favoritePathSegment(value: string): FavoritePathSegment {
  if ((favoriteTypeSegmentValues as readonly string[]).includes(value)) return value as FavoritePathSegment;
  return favoritePathType(value);
}
