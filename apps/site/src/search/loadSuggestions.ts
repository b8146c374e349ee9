import { type ServerSuggestion, unwrap } from '@conf/api-client';
import { suggestionModelsParam } from '@conf/core';
import type { SiteApi } from '../api.ts';

/** The categories of the suggestion box: All, or one of the category ids of @conf/core. */
export type SuggestionBoxCategory = 'all' | 'events' | 'contributors';

/**
 * The `loadSuggestions` of the search box: POST /search/suggestions with the trimmed text in `q`
 * and the category's models (spec section 9 mapping) in `models`, left out for All (spec section 7).
 * A failed call rejects; the box logs it and still offers the "search for term" row.
 */
export function suggestionLoader(api: SiteApi) {
  return async (text: string, category: SuggestionBoxCategory): Promise<ServerSuggestion[]> => {
    const models = suggestionModelsParam(category === 'all' ? '' : category);
    const q = text.trim();
    const answer = await api.POST('/search/suggestions', {
      body: models === undefined ? { q } : { q, models },
    });
    return unwrap(answer);
  };
}
