import { suggestionHref } from '@conf/core';
import {
  type Suggestion,
  type SuggestionCategory,
  suggestionKey,
  suggestionRowText,
  termRowText,
} from './suggestions.ts';

/** One row of the list. */
export type Row =
  | { kind: 'suggestion'; id: string; text: string; suggestion: Suggestion; href: string }
  | { kind: 'loading'; id: string; text: string }
  | { kind: 'term'; id: string; text: string };

export const LOADING_ROW_ID = '__loading';
export const TERM_ROW_ID = '__term';
/** What the list shows. */
export interface SuggestionRowsInput {
  /** Whether the text is long enough for suggestions. */
  isActive: boolean;
  isLoading: boolean;
  suggestions: readonly Suggestion[];
  /** The trimmed text. */
  term: string;
  category: SuggestionCategory;
  /** Conference year in front of suggestion links; none when undefined. */
  year: number | undefined;
}

/**
 * The rows of the list: nothing below 2 characters; else "Loading…" (disabled) or the suggestions
 * that have a page, then the term row ("Search everything for {term}").
 */
export function suggestionRows({
  isActive,
  isLoading,
  suggestions,
  term,
  category,
  year,
}: SuggestionRowsInput): Row[] {
  if (!isActive) return [];
  const found: Row[] = isLoading
    ? [{ kind: 'loading', id: LOADING_ROW_ID, text: 'Loading…' }]
    : suggestions.flatMap((suggestion): Row[] => {
        const href = suggestionHref(suggestion, year === undefined ? {} : { year });
        return href === null
          ? []
          : [
              {
                kind: 'suggestion',
                id: suggestionKey(suggestion),
                text: suggestionRowText(suggestion),
                suggestion,
                href,
              },
            ];
      });
  return [...found, { kind: 'term', id: TERM_ROW_ID, text: termRowText(term, category) }];
}
