import type { FavoriteType, SearchModel } from '@conf/contract';
import { MODEL_GROUP_ORDER, modelGroup } from '../grouping.ts';

/**
 * The searchable models and how they group. The catalogue models are listed in the group order of
 * spec section 9 (Events, Films, Brands, Presenters, Contributors, Venues), which is also the order
 * documents are ranked in within a relevance tier.
 */
export const CATALOG_MODELS = [
  'event',
  'film',
  'brand',
  'exhibitor',
  'music_fest_presenter',
  'artist',
  'person',
  'venue',
] as const satisfies readonly SearchModel[];
export type CatalogModel = (typeof CATALOG_MODELS)[number];

/** Every model a hit can have: the catalogue and the attendee directory. */
export const ALL_MODELS = [...CATALOG_MODELS, 'attendee'] as const satisfies readonly SearchModel[];

/** Index of a model in {@link ALL_MODELS} (a small integer, for typed arrays). */
export function modelIndex(model: SearchModel): number {
  return (ALL_MODELS as readonly string[]).indexOf(model);
}

export function isCatalogModel(value: string): value is CatalogModel {
  return (CATALOG_MODELS as readonly string[]).includes(value);
}

/** Position of a model's group in the section 9 order; attendees come after every group. */
export function groupRank(model: SearchModel): number {
  const group = modelGroup(model);
  return group === null ? MODEL_GROUP_ORDER.length : MODEL_GROUP_ORDER.indexOf(group);
}

/** What favorites call a record of this model: `event`, `venue`, `attendee`, else `entity`. */
export function favoriteTypeOf(model: SearchModel): FavoriteType {
  if (model === 'event' || model === 'venue' || model === 'attendee') return model;
  return 'entity';
}
