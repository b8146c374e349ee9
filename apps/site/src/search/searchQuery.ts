import type { Filter, Grouping, SearchModel, SearchRequest } from '@conf/api-client';
import { CATEGORY_MODELS, hasFilter, isCategoryId, isEntityModel } from '@conf/core';

/**
 * The state of a search page, held in its address (spec section 4: "Changes to query parameters
 * q, filters and h trigger a new search"), so that back and forward, reloads and shared links all
 * show the same search:
 *
 * - the path segment `/search/{models}`: a comma list of models (`event`, `artist,person`) or of
 *   category ids (`events`, `contributors`: the suggestion box's "search for term" entry builds
 *   those); no segment means every model;
 * - `q`: the term;
 * - `filters`: the filters as the JSON array the API takes (`[{"field":"event_type","value":"screening"}]`),
 *   which keeps any value (numbers, booleans, text with commas) without an escaping scheme of its own;
 * - `h`: the hash of a saved or shared search;
 * - `group`: `models`, `alphabetical` or `date`, when it is not the page's default;
 * - `page`: the page of results (from 1), when it is not the first.
 */
export interface SearchQuery {
  /** Models searched; empty means all of them. */
  models: SearchModel[];
  /** The term, trimmed. */
  term: string;
  filters: Filter[];
  hash: string;
  /** Grouping asked for in the address; `null` means the page's default. */
  grouping: Grouping | null;
  /** Page of results, from 1. */
  page: number;
}

export const GROUPINGS: readonly Grouping[] = ['models', 'alphabetical', 'date'];

/** Query parameter names. */
export const QUERY_PARAMS = {
  term: 'q',
  filters: 'filters',
  hash: 'h',
  grouping: 'group',
  page: 'page',
} as const;

/** Longest term and hash the API accepts (openapi.yaml SearchTerm and SearchRequest.hash). */
const MAX_TERM_LENGTH = 200;
const MAX_HASH_LENGTH = 128;
const MAX_FILTERS = 100;
const MAX_PAGE = 10_000;

/** The searchable models are the catalogue models of @conf/core (openapi.yaml SearchModel). */
function isSearchModel(value: string): value is SearchModel {
  return isEntityModel(value);
}

/**
 * The models of a `/search/{models}` segment: models and category ids (expanded with the category
 * mapping of @conf/core), in order, without repeats. `[]` when there is no segment (all models);
 * `null` when an item is neither a model nor a category: that address is not a search page.
 */
export function parseModelsSegment(segment: string | undefined): SearchModel[] | null {
  if (segment === undefined) return [];
  const items = segment
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const models: SearchModel[] = [];
  for (const item of items) {
    if (isSearchModel(item)) models.push(item);
    else if (isCategoryId(item)) models.push(...CATEGORY_MODELS[item]);
    else return null;
  }
  return [...new Set(models)];
}

function isFilterValue(value: unknown): value is Filter['value'] {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function toFilter(raw: unknown): Filter | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { field, value, models } = raw as Record<string, unknown>;
  if (typeof field !== 'string' || field.trim() === '' || !isFilterValue(value)) return null;
  const filter: Filter = { field, value };
  if (Array.isArray(models)) {
    const known = models.filter(
      (model): model is SearchModel => typeof model === 'string' && isSearchModel(model),
    );
    if (known.length > 0) filter.models = known;
  }
  return filter;
}

/** The filters without repeats (same field and value, as @conf/core compares them). */
function uniqueFilters(filters: readonly Filter[]): Filter[] {
  const kept: Filter[] = [];
  for (const filter of filters) {
    if (!hasFilter(kept, filter.field, filter.value)) kept.push(filter);
  }
  return kept;
}

/**
 * The filters of the `filters` parameter. Anything unreadable (not JSON, not an array, an entry
 * without a field or with an object value) is left out rather than failing the page: a hand-edited
 * address still shows a search.
 */
export function parseFilters(param: string | null): Filter[] {
  if (!param) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(param);
  } catch {
    return [];
  }
  return Array.isArray(raw) ? toFilters(raw) : [];
}

/** The filters among `items` (anything else left out), without repeats, at most 100. */
export function toFilters(items: readonly unknown[]): Filter[] {
  const filters = items.map(toFilter).filter((filter): filter is Filter => filter !== null);
  return uniqueFilters(filters).slice(0, MAX_FILTERS);
}

/** The text of the `filters` parameter, or `null` when there is no filter. */
export function formatFilters(filters: readonly Filter[]): string | null {
  return filters.length === 0 ? null : JSON.stringify(filters);
}

function parseGrouping(param: string | null): Grouping | null {
  return GROUPINGS.find((grouping) => grouping === param) ?? null;
}

/** A `page` query parameter: an integer from 1 (anything else is the first page). */
export function parsePage(param: string | null): number {
  if (param === null || !/^\d+$/.test(param)) return 1;
  return Math.min(Math.max(1, Number.parseInt(param, 10)), MAX_PAGE);
}

/**
 * Reads a search page's address. `null` when the models segment names something that is not a
 * model nor a category (the page-not-found screen).
 */
export function readSearchQuery(segment: string | undefined, params: URLSearchParams): SearchQuery | null {
  const models = parseModelsSegment(segment);
  if (models === null) return null;
  return {
    models,
    term: (params.get(QUERY_PARAMS.term) ?? '').trim().slice(0, MAX_TERM_LENGTH),
    filters: parseFilters(params.get(QUERY_PARAMS.filters)),
    hash: (params.get(QUERY_PARAMS.hash) ?? '').trim().slice(0, MAX_HASH_LENGTH),
    grouping: parseGrouping(params.get(QUERY_PARAMS.grouping)),
    page: parsePage(params.get(QUERY_PARAMS.page)),
  };
}

/**
 * Whether the search runs (spec section 4): only when there are models, a term, filters or a hash;
 * otherwise the page shows the search prompt.
 */
export function shouldRunSearch(query: Pick<SearchQuery, 'models' | 'term' | 'filters' | 'hash'>): boolean {
  return query.models.length > 0 || query.term !== '' || query.filters.length > 0 || query.hash !== '';
}

/**
 * The grouping a page uses when the address names none: the schedule (events only) by date,
 * anything else by type.
 */
export function defaultGrouping(models: readonly SearchModel[]): Grouping {
  return models.length === 1 && models[0] === 'event' ? 'date' : 'models';
}

/** The grouping in effect. */
export function effectiveGrouping(query: Pick<SearchQuery, 'models' | 'grouping'>): Grouping {
  return query.grouping ?? defaultGrouping(query.models);
}

/** The body of POST /search (or /{year}/search): only the fields that are set. */
export function searchRequestBody(query: SearchQuery): SearchRequest {
  const body: SearchRequest = { grouping: effectiveGrouping(query) };
  if (query.term !== '') body.term = query.term;
  if (query.filters.length > 0) body.filters = query.filters;
  if (query.models.length > 0) body.models = query.models;
  if (query.hash !== '') body.hash = query.hash;
  if (query.page > 1) body.page = query.page;
  return body;
}

/** The query string of a search (without `?`), parameters in a stable order, defaults left out. */
export function searchQueryString(query: Omit<SearchQuery, 'models'>): string {
  const params = new URLSearchParams();
  if (query.term !== '') params.set(QUERY_PARAMS.term, query.term);
  const filters = formatFilters(query.filters);
  if (filters !== null) params.set(QUERY_PARAMS.filters, filters);
  if (query.hash !== '') params.set(QUERY_PARAMS.hash, query.hash);
  if (query.grouping !== null) params.set(QUERY_PARAMS.grouping, query.grouping);
  if (query.page > 1) params.set(QUERY_PARAMS.page, String(query.page));
  return params.toString();
}

/** `pathname` with the query string of `query`. */
export function searchHref(pathname: string, query: Omit<SearchQuery, 'models'>): string {
  const search = searchQueryString(query);
  return search === '' ? pathname : `${pathname}?${search}`;
}

// Changes of the search state. Every change but paging goes back to the first page.

export function withTerm<Q extends SearchQuery>(query: Q, term: string): Q {
  return { ...query, term: term.trim().slice(0, MAX_TERM_LENGTH), page: 1 };
}

export function withFilters<Q extends SearchQuery>(query: Q, filters: readonly Filter[]): Q {
  return { ...query, filters: uniqueFilters(filters).slice(0, MAX_FILTERS), page: 1 };
}

/** Clear All: no term, no filter. */
export function cleared<Q extends SearchQuery>(query: Q): Q {
  return { ...query, term: '', filters: [], page: 1 };
}

export function withGrouping<Q extends SearchQuery>(query: Q, grouping: Grouping): Q {
  return { ...query, grouping: grouping === defaultGrouping(query.models) ? null : grouping, page: 1 };
}

export function withPage<Q extends SearchQuery>(query: Q, page: number): Q {
  return { ...query, page: Math.min(Math.max(1, Math.floor(page)), MAX_PAGE) };
}
