import type { Ref } from 'react';
import { Collection, ListBox, ListBoxItem, ListBoxSection, VisuallyHidden } from 'react-aria-components';
import { useProductUrl } from '../ProductUrl/ProductUrl.tsx';
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

/** Names of the list's two sections (groups for assistive technology; not shown). */
export const FOUND_SECTION_LABEL = 'Suggestions';
export const TERM_SECTION_LABEL = 'Search';

/**
 * The open list under the box: the category buttons and a react-aria `ListBox` that the
 * surrounding `Autocomplete` drives from the box (virtual focus, `aria-activedescendant`).
 *
 * The list has two `ListBoxSection`s: what was found ("Loading…", a disabled row while an answer is
 * on its way, or the suggestion rows, links to their pages) and the term row that searches for the
 * text (spec section 9: "client appends a term entry"). Suggestions are not sectioned by type: the
 * server ranks them across types (an event may rightly come before a person), and the category
 * buttons already narrow the list to one type; a section per type would reorder that ranking.
 * The sections are named for screen readers only, so the list looks as the spec draws it.
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
  const toProduct = useProductUrl();
  const found = rows.filter((row) => row.kind !== 'term');
  const termRow = rows.find((row) => row.kind === 'term');
  const renderRow = (row: Row) => (
    <ListBoxItem
      id={row.id}
      textValue={row.text}
      isDisabled={row.kind === 'loading'}
      href={row.kind === 'suggestion' ? toProduct(row.href) : undefined}
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
  );
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
          autoFocus={highlightsFirstRow ? 'first' : false}
          className="conf-SuggestionSearch-list"
        >
          {found.length > 0 && (
            <ListBoxSection aria-label={FOUND_SECTION_LABEL} className="conf-SuggestionSearch-section">
              <Collection items={found}>{renderRow}</Collection>
            </ListBoxSection>
          )}
          {termRow !== undefined && (
            <ListBoxSection aria-label={TERM_SECTION_LABEL} className="conf-SuggestionSearch-section">
              {renderRow(termRow)}
            </ListBoxSection>
          )}
        </ListBox>
      </div>
    </div>
  );
}
