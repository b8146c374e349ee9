import { suggestionHref, typeLabel } from '@conf/core';

/**
 * One suggestion as the server sends it (structurally the contract's `ServerSuggestion`): events
 * carry `event_id`, `event_type` and `venue_name`; other records carry `entity_id`.
 */
export interface Suggestion {
  type: string;
  name: string;
  thumbnail_url?: string | null;
  /** Field name to snippets with matches in highlight markup (at most 3 are shown). */
  highlight?: Readonly<Record<string, readonly string[]>>;
  event_id?: string | null;
  event_type?: string | null;
  venue_name?: string | null;
  entity_id?: string | null;
}

/** The suggestion categories of the search box, switched with Left and Right (spec section 4). */
export type SuggestionCategory = 'all' | 'events' | 'contributors';

/** The categories in the order Left and Right walk through them, with their names. */
export const SUGGESTION_CATEGORIES: readonly { id: SuggestionCategory; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'events', label: 'Events' },
  { id: 'contributors', label: 'Contributors' },
];

/** Where suggestions are kept per text and category; a `Map` fits. */
export interface SuggestionCache {
  get(key: string): readonly Suggestion[] | undefined;
  set(key: string, suggestions: readonly Suggestion[]): unknown;
}

/** The console message of a failed suggestion request (spec section 8: console only). */
export const SUGGESTION_ERROR_MESSAGE = 'Failed to fetch search suggestions';

/** The cache key of a (trimmed) text in a category. */
export function suggestionCacheKey(text: string, category: SuggestionCategory): string {
  return `${category}\u0000${text}`;
}

/** The key of a suggestion among the rows (`event:PP1001`). */
export function suggestionKey(suggestion: Suggestion): string {
  return `${suggestion.type}:${suggestion.type === 'event' ? suggestion.event_id : suggestion.entity_id}`;
}

/**
 * The suggestions the list can show: the server's term entries (the client adds its own) and
 * duplicates are dropped, and so is anything that has no detail page (an unknown type or a missing
 * id), which is logged (spec section 8: "Unknown ... suggestion type: logged, not shown").
 */
export function usableSuggestions(suggestions: readonly Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  const usable: Suggestion[] = [];
  for (const suggestion of suggestions) {
    if (suggestion.type === 'term') continue;
    if (suggestionHref(suggestion) === null) {
      console.error('Unknown search suggestion, not shown:', suggestion);
      continue;
    }
    const key = suggestionKey(suggestion);
    if (seen.has(key)) continue;
    seen.add(key);
    usable.push(suggestion);
  }
  return usable;
}

/** The text of the "search for term" row. */
export function termRowText(term: string, category: SuggestionCategory): string {
  return category === 'all' ? `Search everything for ${term}` : `Search all ${category} for ${term}`;
}

/** What a suggestion row says, for its accessible name: `Event: Teaching With Games at Salon C`. */
export function suggestionRowText(suggestion: Suggestion): string {
  return `${typeLabel(suggestion.type)}: ${suggestion.name}${venueSuffix(suggestion)}`;
}

/** ` at {venue_name}` for an event with a venue, else nothing. */
export function venueSuffix(suggestion: Suggestion): string {
  return suggestion.type === 'event' && suggestion.venue_name ? ` at ${suggestion.venue_name}` : '';
}
