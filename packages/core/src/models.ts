import { type SearchModel, searchModelValues } from '@conf/contract';

/**
 * The kinds of catalogue record the product shows (spec section 3).
 * `attendee` is searchable but belongs to no suggestion category.
 */
export const ENTITY_MODELS: readonly SearchModel[] = searchModelValues;

/** One catalogue model, e.g. `'event'` or `'music_fest_presenter'` (the contract's SearchModel). */
export type EntityModel = SearchModel;

/** Whether a string names a known catalogue model. */
export function isEntityModel(value: string): value is EntityModel {
  return (ENTITY_MODELS as readonly string[]).includes(value);
}

/** Upper-cases the first letter: `'venue'` -> `'Venue'`. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
