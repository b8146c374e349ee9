import type { Favorite, Filter, Grouping, SearchModel, SearchResult } from '@conf/contract';
import { CATALOG_MODELS, favoriteTypeOf } from '@conf/core';
import { Corpus, type Doc, type DocInput } from '../search/corpus.ts';
import type { FacetValue } from '../search/facets.ts';
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

const favoriteKey = (type: string, id: string) => `${type}\u0000${id}`;

/** Per corpus (an index is immutable, a rebuilt one is a new object): favorite key -> ord. */
const ordsByKey = new WeakMap<Corpus, Map<string, number>>();

function ordIndex(corpus: Corpus): Map<string, number> {
  let index = ordsByKey.get(corpus);
  if (!index) {
    index = new Map(corpus.docs.map((doc) => [favoriteKey(favoriteTypeOf(doc.model), doc.id), doc.ord]));
    ordsByKey.set(corpus, index);
  }
  return index;
}

/** The document at `ord` as it was given to the corpus, facet values and labels included. */
function docInputOf(corpus: Corpus, ord: number): DocInput {
  const {
    ord: _ord,
    modelIdx: _m,
    group: _g,
    normName: _n,
    nameTokens: _t,
    alpha: _a,
    ...input
  } = corpus.docs[ord] as Doc;
  const facets: Record<string, FacetValue[]> = {};
  for (const column of corpus.facets) {
    facets[column.def.name] = column.keysOf(ord).map((key) => ({
      key,
      label: column.labels[column.idOf(key)] ?? null,
    }));
  }
  return { ...input, facets };
}

/** A corpus holding only the favorites found in `corpus`. */
export async function favoritesCorpus(corpus: Corpus, favorites: readonly Favorite[]): Promise<Corpus> {
  const index = ordIndex(corpus);
  const inputs: DocInput[] = [];
  for (const favorite of favorites) {
    const ord = index.get(favoriteKey(favorite.type, favorite.id));
    if (ord !== undefined) inputs.push(docInputOf(corpus, ord));
  }
  return Corpus.build(
    inputs,
    corpus.facets.map((column) => column.def),
  );
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
