import { SUGGESTION_CATEGORIES, type SuggestionCategory } from './suggestions.ts';

/** What a key pressed in the box does beyond what react-aria's Autocomplete does with it. */
export type SuggestionKeyIntent =
  | 'previous-category'
  | 'next-category'
  | 'close'
  | 'open'
  | 'open-row'
  | 'search-term';

/** What the box knows when a key is pressed in it. */
export interface SuggestionKeyContext {
  key: string;
  /** Whether the list is shown. */
  isOpen: boolean;
  /** Whether the list can show anything (2 characters or more typed). */
  hasRows: boolean;
  /** Whether a row is highlighted: the list shows one so, or the box's `aria-activedescendant` names one. */
  hasHighlight: boolean;
  /** Whether the first row of the list is about to be highlighted (just after a category switch). */
  highlightsFirstRow: boolean;
  /** The reading direction (react-aria's `useLocale`): right to left, Left is the next category. */
  direction?: 'ltr' | 'rtl';
}

/**
 * The keys of the box that are ours (spec section 4): with a row highlighted, Left and Right switch
 * the category (mirrored right to left: Left goes on); Enter opens it (react-aria does; the form must not submit too), or with none searches
 * for the term; Escape closes an open list (a second Escape
 * is left to the search field, which clears the text); Up and Down open a closed list that has
 * rows. Anything else (moving through rows, Enter on a row, typing) is react-aria's: `null`.
 */
export function suggestionKeyIntent({
  key,
  isOpen,
  hasRows,
  hasHighlight,
  highlightsFirstRow,
  direction = 'ltr',
}: SuggestionKeyContext): SuggestionKeyIntent | null {
  if (!isOpen) return hasRows && (key === 'ArrowDown' || key === 'ArrowUp') ? 'open' : null;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowRight':
      if (!hasHighlight && !highlightsFirstRow) return null;
      return (key === 'ArrowRight') === (direction === 'ltr') ? 'next-category' : 'previous-category';
    case 'Enter':
      return hasHighlight ? 'open-row' : 'search-term';
    case 'Escape':
      return 'close';
    default:
      return null;
  }
}

/** The category after (`1`) or before (`-1`) the given one, round the list. */
export function stepCategory(category: SuggestionCategory, direction: 1 | -1): SuggestionCategory {
  const index = SUGGESTION_CATEGORIES.findIndex((c) => c.id === category);
  const count = SUGGESTION_CATEGORIES.length;
  return SUGGESTION_CATEGORIES[(index + direction + count) % count]?.id ?? category;
}

/** The announcement of a category switch: `Category: Events`. */
export function categoryAnnouncement(category: SuggestionCategory): string {
  return `Category: ${SUGGESTION_CATEGORIES.find((c) => c.id === category)?.label ?? category}`;
}
