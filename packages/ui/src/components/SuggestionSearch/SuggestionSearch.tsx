import { termSearchHref } from '@conf/core';
import { type FormEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import {
  Autocomplete,
  Group,
  Input,
  Label,
  RouterProvider,
  SearchField,
  Text,
  useLocale,
  VisuallyHidden,
} from 'react-aria-components';
import { cx } from '../../internal/classNames.ts';
import { Button } from '../Button/Button.tsx';
import { useProductUrl } from '../ProductUrl/ProductUrl.tsx';
import { formFields } from './formFields.ts';
import { SearchIcon } from './SearchIcon.tsx';
import { SuggestionList } from './SuggestionList.tsx';
import { shownHighlight, shownRowAction } from './shownHighlight.ts';
import { categoryAnnouncement, stepCategory, suggestionKeyIntent } from './suggestionKeys.ts';
import { suggestionRows } from './suggestionRows.ts';
import {
  SUGGESTION_ERROR_MESSAGE,
  type Suggestion,
  type SuggestionCache,
  type SuggestionCategory,
} from './suggestions.ts';
import { useDelayedClose } from './useDelayedClose.ts';
import { useSuggestions } from './useSuggestions.ts';

/** Props of {@link SuggestionSearch}. */
export interface SuggestionSearchProps {
  /**
   * Fetches the suggestions of a trimmed text (at least 2 characters) in a category. With
   * @conf/api-client: `POST /search/suggestions` with `q` and `models: suggestionModelsParam(...)`.
   */
  loadSuggestions: (text: string, category: SuggestionCategory) => Promise<readonly Suggestion[]>;
  /**
   * Suggestions known at once for a text and category (e.g. answered from data kept on the device),
   * or `undefined` when there are none: shown on every keystroke, without the debounce, until the
   * answer of `loadSuggestions` replaces them.
   */
  instantSuggestions?: (text: string, category: SuggestionCategory) => readonly Suggestion[] | undefined;
  /**
   * Goes to a chosen row's page (`/events/PP1001`, `/search/events?q=jazz`). Defaults to loading the
   * page (`window.location.assign`); pass the router's `navigate` in a single-page app.
   */
  onNavigate?: (href: string) => void;
  /** The search form's action: where the form goes without JavaScript and the base of term links. */
  action?: string;
  /** The visible label of the box. Defaults to `Search`. */
  label?: string;
  placeholder?: string;
  /** The name of the text field in the form (the query parameter). Defaults to `q`. */
  name?: string;
  /** The text in the box at first (e.g. the current search term). */
  defaultValue?: string;
  /** The category at first. Defaults to `all`. */
  defaultCategory?: SuggestionCategory;
  /**
   * Shows the list of `defaultValue`'s suggestions at first, without taking focus (e.g. a page
   * that restores an open search, or a story of the open list). It closes as usual: Escape, a
   * chosen row, or the box losing focus once it has had it.
   */
  defaultOpen?: boolean;
  /** Image shown when a suggestion has no thumbnail or it fails to load. */
  fallbackImage?: string;
  /**
   * Called when suggestions cannot be fetched. The default writes "Failed to fetch search
   * suggestions" to the console only (spec section 8); the visitor still gets the term row.
   */
  onError?: (error: unknown) => void;
  /**
   * Where answers are cached per text and category. Defaults to a `Map` kept for the component's
   * lifetime; pass one `Map` to share it (e.g. for the page's lifetime).
   */
  cache?: SuggestionCache;
  /** Conference year to put in front of suggestion links (`/2025/events/...`); none by default. */
  year?: number;
  /** Text of the submit button. Defaults to `Search`. */
  submitLabel?: string;
  /** More fields for the form (hidden inputs); they go into the query string of term links too. */
  children?: ReactNode;
  className?: string;
}

const HINT =
  'Type at least 2 characters for suggestions. Use the Up and Down arrow keys to choose one, and in the list the Left and Right arrow keys to change the category.';

function defaultNavigate(href: string): void {
  window.location.assign(href);
}

function logSuggestionError(error: unknown): void {
  console.error(SUGGESTION_ERROR_MESSAGE, error);
}

/**
 * The search box with suggestions (spec "Search box with suggestions" and section 4): react-aria's
 * `Autocomplete` around a `SearchField` (the box, a combobox) and a `ListBox` (the list), inside a
 * real `<form role="search" method="get">`, so it works without JavaScript.
 *
 * - From 2 trimmed characters, suggestions are requested 200 ms after the last keystroke; a
 *   "Loading…" row shows meanwhile; answers are cached per text and category.
 * - Rows: a 48 px thumbnail, the type (`Music Presenter` for music presenters), the name with its
 *   highlighted matches, ` at {venue}` for events; last, "Search everything for {term}" (All) or
 *   "Search all {category} for {term}". Suggestion rows are links, opened through `onNavigate`.
 * - Keys: Down and Up move the highlighted row; with a row highlighted, Left and Right switch the
 *   category (All, Events, Contributors) and re-run the search; Enter opens the highlighted row (or,
 *   with none, searches for the term); Escape closes the list, a second Escape clears the text.
 * - The list opens on typing and on focus when it has rows, and closes SUGGESTION_BLUR_DELAY_MS
 *   after the box loses focus (a press inside the list keeps it).
 */
export function SuggestionSearch({
  loadSuggestions,
  instantSuggestions,
  onNavigate = defaultNavigate,
  action: givenAction = '/search',
  label = 'Search',
  placeholder,
  name = 'q',
  defaultValue = '',
  defaultCategory = 'all',
  defaultOpen = false,
  fallbackImage,
  onError = logSuggestionError,
  cache,
  year,
  submitLabel = 'Search',
  children,
  className,
}: SuggestionSearchProps) {
  // Embedded on another site (ProductUrlProvider), the form and its links go to the product.
  const action = useProductUrl()(givenAction);
  const [text, setText] = useState(defaultValue);
  const [category, setCategory] = useState<SuggestionCategory>(defaultCategory);
  // Open at first, the suggestions are fetched as if the box had been focused.
  const [hasFocused, setHasFocused] = useState(defaultOpen);
  const [wantsOpen, setWantsOpen] = useState(defaultOpen);
  const [highlightsFirstRow, setHighlightsFirstRow] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { term, isActive, isLoading, suggestions } = useSuggestions(text, category, {
    loadSuggestions,
    instantSuggestions,
    onError,
    cache,
    isEnabled: hasFocused,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const rows = suggestionRows({ isActive, isLoading, suggestions, term, category, year });
  const isOpen = wantsOpen && rows.length > 0;

  const close = () => setWantsOpen(false);
  const delayedClose = useDelayedClose(close, [inputRef, panelRef]);

  const navigate = (href: string) => {
    close();
    onNavigate(href);
  };
  const searchTerm = () =>
    navigate(termSearchHref(action, category === 'all' ? '' : category, formFields(formRef.current)));

  const switchCategory = (next: SuggestionCategory, highlightFirst: boolean) => {
    setHighlightsFirstRow(highlightFirst);
    if (next === category) return;
    setCategory(next);
    setAnnouncement(categoryAnnouncement(next));
  };

  const { direction } = useLocale();

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing || event.target !== inputRef.current) return;
    // The row the box names, and the row the list shows: the box names it a moment later (React 18).
    const named = Boolean(inputRef.current?.getAttribute('aria-activedescendant'));
    const shown = isOpen ? shownHighlight(panelRef.current) : null;
    const intent = suggestionKeyIntent({
      key: event.key,
      isOpen,
      hasRows: rows.length > 0,
      hasHighlight: named || shown !== null,
      highlightsFirstRow,
      direction,
    });
    if (intent === null) return;
    if (intent === 'open') {
      setWantsOpen(true);
      return;
    }
    event.preventDefault();
    // The Autocomplete passes Enter on to the row the box names, which opens it; a row only shown
    // so far is opened here.
    if (intent === 'open-row' && (named || shown === null)) return;
    event.stopPropagation();
    if (intent === 'open-row') {
      const action = shown ? shownRowAction(shown) : null;
      if (action?.kind === 'navigate') navigate(action.href);
      else if (action?.kind === 'search-term') searchTerm();
      return;
    }
    if (intent === 'close') close();
    else if (intent === 'search-term') searchTerm();
    else switchCategory(stepCategory(category, intent === 'next-category' ? 1 : -1), true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchTerm();
  };

  return (
    // A real form with the search role (not the newer <search> element), as assistive technology
    // knows it everywhere; it submits to `action` without JavaScript.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <form
      ref={formRef}
      role="search"
      action={action}
      method="get"
      onSubmit={onSubmit}
      className={cx('conf-SuggestionSearch', className)}
      data-category={category}
    >
      <div className="conf-SuggestionSearch-field" onKeyDownCapture={onKeyDownCapture}>
        <RouterProvider navigate={navigate}>
          <Autocomplete
            inputValue={text}
            onInputChange={(value) => {
              setText(value);
              setHighlightsFirstRow(false);
              setWantsOpen(true);
            }}
            disableAutoFocusFirst
          >
            <SearchField
              className="conf-SuggestionSearch-combobox"
              name={name}
              type="text"
              onFocus={() => {
                delayedClose.onFocus();
                setHasFocused(true);
                setWantsOpen(true);
              }}
              onBlur={delayedClose.onBlur}
            >
              <Label className="conf-SuggestionSearch-label">{label}</Label>
              <Group className="conf-SuggestionSearch-group">
                <SearchIcon />
                <Input
                  ref={inputRef}
                  className="conf-SuggestionSearch-input"
                  role="combobox"
                  aria-expanded={isOpen}
                  // A closed list has no active row (react-aria keeps its highlight for the reopening).
                  aria-activedescendant={isOpen ? undefined : ''}
                  placeholder={placeholder}
                  enterKeyHint="search"
                />
              </Group>
              <VisuallyHidden>
                <Text slot="description">{HINT}</Text>
              </VisuallyHidden>
            </SearchField>
            {rows.length > 0 && (
              // Kept while closed (hidden), so that react-aria's highlighted row and the box's
              // `aria-activedescendant` stay one: an unmounted list would leave the box naming a row.
              <SuggestionList
                isOpen={isOpen}
                rows={rows}
                category={category}
                isLoading={isLoading}
                announcement={announcement}
                highlightsFirstRow={highlightsFirstRow}
                fallbackImage={fallbackImage}
                onCategoryChange={(next) => switchCategory(next, false)}
                onTermAction={searchTerm}
                panelRef={panelRef}
              />
            )}
          </Autocomplete>
        </RouterProvider>
      </div>
      <Button type="submit" variant="primary" className="conf-SuggestionSearch-submit">
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
