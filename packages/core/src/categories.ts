import { capitalize, type EntityModel } from './models.ts';

/** Suggestion and search categories (spec section 3, "Category filter ids"). */
export const CATEGORY_IDS = ['events', 'contributors', 'brands', 'venues'] as const;

/** One category id; the empty string `''` stands for "All" where a category is optional. */
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** The models searched by each category (spec section 9, "Category mapping"). */
export const CATEGORY_MODELS: Readonly<Record<CategoryId, readonly EntityModel[]>> = {
  events: ['event'],
  contributors: ['artist', 'film', 'person'],
  brands: ['brand', 'exhibitor', 'music_fest_presenter'],
  venues: ['venue'],
};

/** Display names of the categories. */
export const CATEGORY_LABELS: Readonly<Record<CategoryId, string>> = {
  events: 'Events',
  contributors: 'Contributors',
  brands: 'Brands',
  venues: 'Venues',
};

/** Whether a string is one of the category ids. */
export function isCategoryId(value: string): value is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(value);
}

/**
 * The `models` field of a suggestion request: the category's models joined by commas,
 * or `undefined` for All (the field is then omitted).
 */
export function suggestionModelsParam(category: CategoryId | ''): string | undefined {
  return category === '' ? undefined : CATEGORY_MODELS[category].join(',');
}

/**
 * The body of `POST /search/suggestions` for what was typed in a category of the search box: the
 * trimmed text in `q`, and the category's models, left out for All (spec sections 7 and 9).
 */
export function suggestionRequestBody(
  text: string,
  category: CategoryId | 'all',
): { q: string; models?: string } {
  const q = text.trim();
  const models = suggestionModelsParam(category === 'all' ? '' : category);
  return models === undefined ? { q } : { q, models };
}

/** The types a search suggestion can have (spec section 3). */
export type SuggestionType =
  | 'term'
  | 'event'
  | 'artist'
  | 'film'
  | 'venue'
  | 'person'
  | 'brand'
  | 'exhibitor'
  | 'music_fest_presenter';

/** The fields of a suggestion that decide where it links. */
export interface SuggestionLinkFields {
  type: string;
  event_id?: string | null;
  entity_id?: string | null;
}

/** Path segment of the detail page of each linkable suggestion type (spec section 2, suggestion links). */
const SUGGESTION_PATHS: Readonly<Record<Exclude<SuggestionType, 'term'>, string>> = {
  event: 'events',
  person: 'contributors',
  artist: 'artists',
  film: 'films',
  venue: 'venues',
  brand: 'brands',
  exhibitor: 'exhibitors',
  music_fest_presenter: 'music_fest_presenters',
};

/**
 * Where a suggestion links: `/events/{event_id}`, `/contributors/{entity_id}` for a person,
 * `/artists/{entity_id}` and so on. Pass `year` to prefix the path with `/{year}`.
 * Returns `null` for a term entry (it submits the search form instead), an unknown type or a missing id;
 * the caller logs those, it never shows them.
 */
export function suggestionHref(
  suggestion: SuggestionLinkFields,
  options: { year?: number } = {},
): string | null {
  if (!Object.hasOwn(SUGGESTION_PATHS, suggestion.type)) return null;
  const segment = SUGGESTION_PATHS[suggestion.type as keyof typeof SUGGESTION_PATHS];
  const id = suggestion.type === 'event' ? suggestion.event_id : suggestion.entity_id;
  if (id == null || id === '') return null;
  const prefix = options.year === undefined ? '' : `/${options.year}`;
  return `${prefix}/${segment}/${encodeURIComponent(id)}`;
}

/**
 * Where the "search for term" entry goes: the search form's action path, then `/{category}`
 * (empty for All), then a query string built from the form's fields.
 */
export function termSearchHref(
  action: string,
  category: CategoryId | '',
  fields: ConstructorParameters<typeof URLSearchParams>[0],
): string {
  const query = new URLSearchParams(fields).toString();
  const path = `${action.replace(/\/+$/, '')}/${category}`;
  return query === '' ? path : `${path}?${query}`;
}

/** A type's label on a suggestion row: `Music Presenter` for `music_fest_presenter`, else capitalised. */
export function typeLabel(type: string): string {
  return type === 'music_fest_presenter' ? 'Music Presenter' : capitalize(type);
}
