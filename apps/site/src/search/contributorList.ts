import type { Grouping, SearchRequest } from '@conf/api-client';

/**
 * The contributor lists (spec section 2): `/artists/` and `/speakers/` (published date first by
 * default) and `/contributors/` (artists and persons, `?models=` choosing, by name by default).
 * Their state is in the address too: `models`, `order` (`name` or `date`, when not the list's
 * default) and `page`.
 */

/** The models a contributor list can show. */
export const CONTRIBUTOR_LIST_MODELS = ['artist', 'person'] as const;
export type ContributorListModel = (typeof CONTRIBUTOR_LIST_MODELS)[number];

/** By Name (alphabetical, Featured first) or By Date (published). */
export type ListOrder = 'name' | 'date';

export const LIST_PARAMS = { models: 'models', order: 'order', page: 'page' } as const;

function isListModel(value: string): value is ContributorListModel {
  return (CONTRIBUTOR_LIST_MODELS as readonly string[]).includes(value);
}

/**
 * The models of the contributor list, read from `?models=`: only artist and person count, and an
 * empty list means both (spec section 5).
 */
export function contributorModels(param: string | null): ContributorListModel[] {
  const chosen = (param ?? '')
    .split(',')
    .map((model) => model.trim())
    .filter(isListModel);
  return chosen.length > 0 ? [...new Set(chosen)] : [...CONTRIBUTOR_LIST_MODELS];
}

/** The order of `?order=`, or the list's default. */
export function listOrder(param: string | null, fallback: ListOrder): ListOrder {
  return param === 'name' || param === 'date' ? param : fallback;
}

/** The page of `?page=`, from 1. */
export function listPage(param: string | null): number {
  return param !== null && /^\d+$/.test(param) ? Math.max(1, Number.parseInt(param, 10)) : 1;
}

/**
 * What the list's search asks for, by order: By Name is the alphabetical grouping (Featured first,
 * then A to Z); By Date is the `published` sort (newest publish date first, then name), since
 * contributors have no day of their own for the date grouping to order them by.
 */
export function orderSearch(order: ListOrder): Pick<SearchRequest, 'grouping' | 'sort'> {
  return order === 'name' ? { grouping: 'alphabetical' } : { sort: 'published' };
}

/**
 * How the list shows its results: By Name in letter groups (Featured first); By Date in the order
 * the search gives, under one heading, since contributors have no day of their own to group by
 * (a "Date to be announced" group of everyone would say nothing).
 */
export function listDisplayGrouping(order: ListOrder): Grouping {
  return order === 'name' ? 'alphabetical' : 'models';
}

/** The body of the list's search: its models, the grouping or sort of its order, its page. */
export function listRequestBody(
  models: readonly ContributorListModel[],
  order: ListOrder,
  page: number,
): SearchRequest {
  return { models: [...models], ...orderSearch(order), ...(page > 1 ? { page } : {}) };
}

/** The state a list's address holds. */
export interface ListState {
  /** `null`: the list's own models (the `models` parameter is left out). */
  models: readonly ContributorListModel[] | null;
  order: ListOrder;
  page: number;
}

/** The address of a list state; the default order and the first page are left out. */
export function listHref(pathname: string, state: ListState, defaultOrder: ListOrder): string {
  const params = new URLSearchParams();
  if (state.models !== null && state.models.length < CONTRIBUTOR_LIST_MODELS.length) {
    params.set(LIST_PARAMS.models, state.models.join(','));
  }
  if (state.order !== defaultOrder) params.set(LIST_PARAMS.order, state.order);
  if (state.page > 1) params.set(LIST_PARAMS.page, String(state.page));
  const search = params.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}
