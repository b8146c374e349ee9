import type { Favorite, Filter, Grouping, SearchModel, SearchResult } from '@conf/contract';
import { CATALOG_MODELS, favoritesCorpus } from '@conf/core';
import { PER_PAGE, runSearch } from '../search/query.ts';
import type { YearIndex } from '../search/search-index.ts';

/**
 * My Favorites (`POST /search/favorites`): the user's favorites as a search result, with the same
 * hits, aggregations, filters and grouping as search, from the same in-memory index. The favorites'
 * documents are taken out of the year's corpus (facet values included) into a small corpus of their
 * own, which the search engine then filters, counts, groups and pages as usual.
 *
 * Attendees live in a corpus of their own (the directory), so `models: ['attendee']` searches the
 * favorite attendees and any other models the favorite catalogue records; both at once is refused.
 * A favorite whose record is gone, unpublished or (attendees) opted out of the directory is left out.
 */
export interface FavoriteSearchInput {
  filters: readonly Filter[];
  models: readonly SearchModel[];
  grouping: Grouping;
  page: number;
  /** Clock in epoch ms. */
  now: number;
}

/** A request the engine cannot answer as asked (400). */
export class FavoriteSearchError extends Error {
  override name = 'FavoriteSearchError';

  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

function scopeOf(models: readonly SearchModel[]): { directory: boolean; models: SearchModel[] } {
  if (models.length === 0) return { directory: false, models: [...CATALOG_MODELS] };
  const unique = [...new Set(models)];
  if (!unique.includes('attendee')) return { directory: false, models: unique };
  if (unique.length > 1) {
    throw new FavoriteSearchError('Search favorite attendees on their own: models [attendee]', '/models');
  }
  return { directory: true, models: unique };
}

export async function searchFavorites(
  year: YearIndex,
  favorites: readonly Favorite[],
  input: FavoriteSearchInput,
): Promise<SearchResult> {
  const scope = scopeOf(input.models);
  const corpus = await favoritesCorpus(scope.directory ? year.attendees : year.catalog, favorites);
  const outcome = runSearch(corpus, {
    term: '',
    filters: input.filters,
    models: scope.models,
    grouping: input.grouping,
    page: input.page,
    now: input.now,
    preview: false,
  });
  return {
    // A favorites listing is not a search: no id, so no conversions are reported for it.
    id: '',
    hits: outcome.hits,
    aggregations: outcome.aggregations,
    grouping: input.grouping,
    filters: [...input.filters],
    models: [...input.models],
    total: outcome.total,
    page: input.page,
    per_page: PER_PAGE,
    ...(outcome.letters ? { letters: outcome.letters } : {}),
  };
}
