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

type Theme = SiteConfig['theme'];

/** A tab of My Favorites: its label, its models and the themes that show it whatever the favorites. */
interface FavoritesTab extends FavoritesNavItem {
  themes: readonly Theme[];
}

const BOTH: readonly Theme[] = ['education', 'festival'];

/**
 * Every tab, in the order shown. A tab with no themes (Artists, Music Presenters) is shown only when
 * the user has favorites of a model that no usual tab of the theme lists.
 */
const TABS: readonly FavoritesTab[] = [
  { label: 'Events', models: ['event'], themes: BOTH },
  { label: 'Speakers', models: ['person'], themes: ['education'] },
  { label: 'Contributors', models: ['artist', 'person'], themes: ['festival'] },
  { label: 'Artists', models: ['artist'], themes: [] },
  { label: 'Film & TV Projects', models: ['film'], themes: ['festival'] },
  { label: 'Brands & Exhibitors', models: ['brand', 'exhibitor'], themes: BOTH },
  { label: 'Music Presenters', models: ['music_fest_presenter'], themes: [] },
  { label: 'Venues', models: ['venue'], themes: BOTH },
  { label: 'Attendees', models: ['attendee'], themes: BOTH },
];

const navItem = ({ label, models }: FavoritesTab): FavoritesNavItem => ({ label, models });

/**
 * The models that no usual tab of the theme lists (the education theme: artists, films and music
 * presenters): whether the user has favorites of them decides whether their tabs are shown.
 */
export function uncoveredFavoriteModels(theme: Theme): SearchModel[] {
  const covered = new Set(TABS.filter((tab) => tab.themes.includes(theme)).flatMap((tab) => tab.models));
  return FAVORITE_MODELS.filter((model) => !covered.has(model));
}

/**
 * The My Favorites side navigation (spec section 2): Events; Contributors (artist, person), or
 * Speakers (person) in the EDU theme; Film & TV Projects (festival theme only); Brands & Exhibitors;
 * Venues; Attendees. A favorite is always reachable: a model the user has favorites of (`favorited`)
 * that none of these lists gets its own tab (Artists, Film & TV Projects, Music Presenters), in its
 * place in the order, whatever the theme.
 */
export function favoritesNav(theme: Theme, favorited: readonly SearchModel[] = []): FavoritesNavItem[] {
  const uncovered = uncoveredFavoriteModels(theme).filter((model) => favorited.includes(model));
  return TABS.filter(
    (tab) =>
      tab.themes.includes(theme) ||
      (tab.models.length > 0 && tab.models.every((model) => uncovered.includes(model))),
  ).map(navItem);
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
