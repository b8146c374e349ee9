import type { Ref } from 'react';
import { ListBox, ListBoxItem, VisuallyHidden } from 'react-aria-components';
import { CategoryButtons } from './CategoryButtons.tsx';
import { SuggestionRowContent } from './SuggestionRowContent.tsx';
import type { Row } from './suggestionRows.ts';
import type { SuggestionCategory } from './suggestions.ts';

/** Props of {@link SuggestionList}. */
export interface SuggestionListProps {
  /** Whether the list is shown; a closed list stays mounted, hidden. */
  isOpen: boolean;
  rows: readonly Row[];
  category: SuggestionCategory;
  isLoading: boolean;
  /** Said by the list's status region (the category switches). */
  announcement: string;
  /** Whether the first row is highlighted when the list appears (after a category switch). */
  highlightsFirstRow: boolean;
  fallbackImage: string | undefined;
  onCategoryChange: (category: SuggestionCategory) => void;
  /** The "search for term" row was chosen. Suggestion rows are links (see `RouterProvider`). */
  onTermAction: () => void;
  panelRef: Ref<HTMLDivElement>;
}

/**
 * The open list under the box: the category buttons and a react-aria `ListBox` that the
 * surrounding `Autocomplete` drives from the box (virtual focus, `aria-activedescendant`).
 * Suggestion rows are links to their pages; the term row searches for the text; "Loading…" is a
 * disabled row while an answer is on its way.
 */
export function SuggestionList({
  isOpen,
  rows,
  category,
  isLoading,
  announcement,
  highlightsFirstRow,
  fallbackImage,
  onCategoryChange,
  onTermAction,
  panelRef,
}: SuggestionListProps) {
  return (
    <div ref={panelRef} className="conf-SuggestionSearch-popover" hidden={!isOpen}>
      <div className="conf-SuggestionSearch-panel" aria-busy={isLoading || undefined}>
        <VisuallyHidden>
          <span role="status">{announcement}</span>
        </VisuallyHidden>
        <CategoryButtons category={category} onSelect={onCategoryChange} />
        <ListBox<Row>
          // A new list per category (and, while it highlights its first row, once its answer is
          // in), so that `autoFocus` highlights the first row of what is shown.
          key={highlightsFirstRow ? `${category}:${isLoading ? 'loading' : 'ready'}` : category}
          items={rows}
          autoFocus={highlightsFirstRow ? 'first' : false}
          className="conf-SuggestionSearch-list"
        >
          {(row) => (
            <ListBoxItem
              id={row.id}
              textValue={row.text}
              isDisabled={row.kind === 'loading'}
              href={row.kind === 'suggestion' ? row.href : undefined}
              onAction={row.kind === 'term' ? onTermAction : undefined}
              className="conf-SuggestionSearch-row"
              data-kind={row.kind}
            >
              {row.kind === 'suggestion' ? (
                <SuggestionRowContent suggestion={row.suggestion} fallbackImage={fallbackImage} />
              ) : (
                <span className="conf-SuggestionSearch-rowText">{row.text}</span>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </div>
    </div>
  );
}
