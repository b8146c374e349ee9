import type { MouseEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { SUGGESTION_CATEGORIES, type SuggestionCategory } from './suggestions.ts';

/** A press on the buttons' own chrome must not take focus from the box. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The category switch inside the list (All, Events, Contributors): toggle buttons (`aria-pressed`)
 * that never take focus from the box and are not in the tab order (Left and Right switch from the
 * keyboard).
 */
export function CategoryButtons({
  category,
  onSelect,
}: {
  category: SuggestionCategory;
  onSelect: (category: SuggestionCategory) => void;
}) {
  return (
    <fieldset
      className="conf-SuggestionSearch-categories"
      aria-label="Suggestion category"
      onMouseDown={keepFocus}
    >
      {SUGGESTION_CATEGORIES.map((option) => (
        <AriaButton
          key={option.id}
          className="conf-SuggestionSearch-category"
          preventFocusOnPress
          excludeFromTabOrder
          aria-pressed={option.id === category}
          onPress={() => onSelect(option.id)}
        >
          {option.label}
        </AriaButton>
      ))}
    </fieldset>
  );
}
