import type { SearchModel } from '@conf/api-client';
import { ENTITY_MODELS, yearPath } from '@conf/core';
import type { SiteConfig } from '../config.ts';

/** Every model a favorites listing can name: every catalogue model (the contract's `SearchModel`). */
export const FAVORITE_MODELS: readonly SearchModel[] = ENTITY_MODELS;

/** One entry of the My Favorites side navigation: a label and the models it lists. */
export interface FavoritesNavItem {
  label: string;
  models: readonly SearchModel[];
}

/**
 * The My Favorites side navigation (spec section 2): Events; Contributors (artist, person), or
 * Speakers (person) in the EDU theme; Film & TV Projects (festival theme only); Brands & Exhibitors;
 * Venues; Attendees.
 */
export function favoritesNav(theme: SiteConfig['theme']): FavoritesNavItem[] {
  const edu = theme === 'education';
  return [
    { label: 'Events', models: ['event'] },
    edu ? { label: 'Speakers', models: ['person'] } : { label: 'Contributors', models: ['artist', 'person'] },
    ...(edu ? [] : [{ label: 'Film & TV Projects', models: ['film'] } satisfies FavoritesNavItem]),
    { label: 'Brands & Exhibitors', models: ['brand', 'exhibitor'] },
    { label: 'Venues', models: ['venue'] },
    { label: 'Attendees', models: ['attendee'] },
  ];
}

/** `/{year}/favorites/{models}` (the year only when the current page names one). */
export function favoritesHref(linkYear: number | undefined, models: readonly SearchModel[]): string {
  return yearPath(linkYear, `/favorites/${models.join(',')}`);
}

/**
 * The models of a `{models}` segment when every one is a known, listable model; `null` otherwise.
 * Attendees are listed on their own (the API answers 400 for attendees mixed with other models).
 */
export function parseFavoriteModels(segment: string | undefined): SearchModel[] | null {
  const known: readonly string[] = FAVORITE_MODELS;
  if (!segment) return null;
  const models = [...new Set(segment.split(',').map((part) => part.trim()))];
  if (models.length === 0 || !models.every((model) => known.includes(model))) return null;
  if (models.includes('attendee') && models.length > 1) return null;
  return models as SearchModel[];
}

/** Whether a nav item lists exactly these models (its link is then the current page). */
export function sameModels(a: readonly SearchModel[], b: readonly SearchModel[]): boolean {
  return a.length === b.length && a.every((model) => b.includes(model));
}
