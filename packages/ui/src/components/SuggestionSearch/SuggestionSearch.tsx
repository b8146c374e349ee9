import { SUGGESTION_BLUR_DELAY_MS, termSearchHref } from '@conf/core';
import {
  type ContextType,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  VisuallyHidden,
} from 'react-aria-components';
import { cx } from '../../internal/classNames.ts';
import { Button } from '../Button/Button.tsx';
import { CategoryButtons } from './CategoryButtons.tsx';
import { formFields } from './formFields.ts';
import { SearchIcon } from './SearchIcon.tsx';
import { SuggestionRowContent } from './SuggestionRowContent.tsx';
import { type Row, suggestionRows } from './suggestionRows.ts';
import {
  SUGGESTION_CATEGORIES,
  SUGGESTION_ERROR_MESSAGE,
  type Suggestion,
  type SuggestionCache,
  type SuggestionCategory,
} from './suggestions.ts';
import { useSuggestions } from './useSuggestions.ts';

/** Props of {@link SuggestionSearch}. */
export interface SuggestionSearchProps {
  /**
   * Fetches the suggestions of a trimmed text (at least 2 characters) in a category. With
   * @conf/api-client: `POST /search/suggestions` with `q` and `models: suggestionModelsParam(...)`.
   */
  loadSuggestions: (text: string, category: SuggestionCategory) => Promise<readonly Suggestion[]>;
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

/**
 * react-stately's `shouldCloseOnBlur: false`: the list closes 100 ms after a blur, in `onBlur`, not
 * at once. react-aria-components passes the prop on to the combobox state but does not declare it,
 * hence the spread; the "closes the list 100 ms after a click outside" test guards it.
 */
const KEEP_OPEN_ON_BLUR = { shouldCloseOnBlur: false } as object;

const HINT =
  'Type at least 2 characters for suggestions. Use the Up and Down arrow keys to choose one, and in the list the Left and Right arrow keys to change the category.';

type ComboBoxState = NonNullable<ContextType<typeof ComboBoxStateContext>>;

/**
 * Hands the combobox state to the component around it, and calls `afterRender` after every render
 * of the combobox (its collection is built one render after its items change).
 */
function ComboBoxController({
  stateRef,
  afterRender,
}: {
  stateRef: { current: ComboBoxState | null };
  afterRender: (state: ComboBoxState) => void;
}) {
  const state = useContext(ComboBoxStateContext);
  stateRef.current = state;
  useEffect(() => {
    if (state) afterRender(state);
  });
  return null;
}

function defaultNavigate(href: string): void {
  window.location.assign(href);
}

function logSuggestionError(error: unknown): void {
  console.error(SUGGESTION_ERROR_MESSAGE, error);
}

/**
 * The search box with suggestions (spec "Search box with suggestions" and section 4): a
 * react-aria-components ComboBox inside a real `<form role="search" method="get">`, so it works
 * without JavaScript.
 *
 * - From 2 trimmed characters, suggestions are requested 200 ms after the last keystroke; a
 *   "Loading…" row shows meanwhile; answers are cached per text and category.
 * - Rows: a 48 px thumbnail, the type (`Music Presenter` for music presenters), the name with its
 *   highlighted matches, ` at {venue}` for events; last, "Search everything for {term}" (All) or
 *   "Search all {category} for {term}".
 * - Keys: Down and Up move the highlighted row; with a row highlighted, Left and Right switch the
 *   category (All, Events, Contributors) and re-run the search; Enter opens the highlighted row (or,
 *   with none, searches for the term); Escape closes the list.
 * - The list opens on focus when it has rows, and closes 100 ms after the box loses focus (a click
 *   inside the list keeps it) and on a click outside.
 */
export function SuggestionSearch({
  loadSuggestions,
  onNavigate = defaultNavigate,
  action = '/search',
  label = 'Search',
  placeholder,
  name = 'q',
  defaultValue = '',
  defaultCategory = 'all',
  fallbackImage,
  onError = logSuggestionError,
  cache,
  year,
  submitLabel = 'Search',
  children,
  className,
}: SuggestionSearchProps) {
  const [text, setText] = useState(defaultValue);
  const [category, setCategory] = useState<SuggestionCategory>(defaultCategory);
  const [hasFocused, setHasFocused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { term, isActive, isLoading, suggestions } = useSuggestions(text, category, {
    loadSuggestions,
    onError,
    cache,
    isEnabled: hasFocused,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popoverRef = useRef<HTMLElement>(null);
  const stateRef = useRef<ComboBoxState | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const highlightFirstRow = useRef(false);
  const wantsOpen = useRef(false);

  const rows = suggestionRows({ isActive, isLoading, suggestions, term, category, year });

  const afterRender = (state: ComboBoxState) => {
    // Open the list when typing gives it rows (the combobox only opens by itself when its
    // collection is ready in the same render as the text change, which an answer never is).
    if (wantsOpen.current) {
      if (state.isOpen || rows.length === 0) wantsOpen.current = false;
      else if (state.isFocused) {
        wantsOpen.current = false;
        state.open(null, 'input');
      }
    }
    // After a category switch, highlight the first row of the new list once it is there.
    if (highlightFirstRow.current && state.isOpen) {
      const first = rows.find((row) => row.kind !== 'loading');
      if (first && state.collection.getItem(first.id) != null) {
        state.selectionManager.setFocusedKey(first.id);
        if (!isLoading) highlightFirstRow.current = false;
      }
    }
  };

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const termHref = () =>
    termSearchHref(action, category === 'all' ? '' : category, formFields(formRef.current));

  const close = () => stateRef.current?.close();

  const activate = (row: Row) => {
    if (row.kind === 'loading') return;
    close();
    onNavigate(row.kind === 'term' ? termHref() : row.href);
  };

  const switchCategory = (next: SuggestionCategory) => {
    if (next === category) return;
    setCategory(next);
    setAnnouncement(`Category: ${SUGGESTION_CATEGORIES.find((c) => c.id === next)?.label ?? next}`);
  };

  const step = (direction: 1 | -1) => {
    const index = SUGGESTION_CATEGORIES.findIndex((c) => c.id === category);
    const count = SUGGESTION_CATEGORIES.length;
    const next = SUGGESTION_CATEGORIES[(index + direction + count) % count];
    if (next) switchCategory(next.id);
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const state = stateRef.current;
    if (state === null || event.nativeEvent.isComposing) return;
    const hasHighlight = state.selectionManager.focusedKey != null;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') highlightFirstRow.current = false;
    if (
      (event.key === 'ArrowLeft' || event.key === 'ArrowRight') &&
      state.isOpen &&
      (hasHighlight || highlightFirstRow.current)
    ) {
      event.preventDefault();
      event.stopPropagation();
      highlightFirstRow.current = true;
      step(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Enter' && state.isOpen && !hasHighlight) {
      // No row chosen: search for the term, as the form would.
      event.preventDefault();
      event.stopPropagation();
      close();
      onNavigate(termHref());
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    onNavigate(termHref());
  };

  const onFocus = () => {
    clearTimeout(blurTimer.current);
    setHasFocused(true);
    if (rows.length > 0) stateRef.current?.open(null, 'focus');
  };

  const onBlur = (_event: FocusEvent<HTMLInputElement>) => {
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      const active = document.activeElement;
      const isInside =
        active !== null && (active === inputRef.current || popoverRef.current?.contains(active));
      if (!isInside) close();
    }, SUGGESTION_BLUR_DELAY_MS);
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
        <AriaComboBox<Row>
          items={rows}
          inputValue={text}
          onInputChange={(value) => {
            setText(value);
            wantsOpen.current = true;
          }}
          selectedKey={null}
          allowsCustomValue
          {...KEEP_OPEN_ON_BLUR}
          menuTrigger="input"
          name={name}
          onFocus={onFocus}
          onBlur={onBlur}
          className="conf-SuggestionSearch-combobox"
        >
          <ComboBoxController stateRef={stateRef} afterRender={afterRender} />
          <Label className="conf-SuggestionSearch-label">{label}</Label>
          <Group className="conf-SuggestionSearch-group">
            <SearchIcon />
            <Input
              ref={inputRef}
              className="conf-SuggestionSearch-input"
              placeholder={placeholder}
              enterKeyHint="search"
            />
          </Group>
          <VisuallyHidden>
            <Text slot="description">{HINT}</Text>
          </VisuallyHidden>
          <Popover ref={popoverRef} className="conf-SuggestionSearch-popover" offset={4}>
            <div className="conf-SuggestionSearch-panel" aria-busy={isLoading || undefined}>
              <VisuallyHidden>
                <span role="status">{announcement}</span>
              </VisuallyHidden>
              <CategoryButtons
                category={category}
                onSelect={(next) => {
                  highlightFirstRow.current = false;
                  switchCategory(next);
                }}
              />
              <ListBox<Row> className="conf-SuggestionSearch-list">
                {(row) => (
                  <ListBoxItem
                    id={row.id}
                    textValue={row.text}
                    isDisabled={row.kind === 'loading'}
                    onAction={() => activate(row)}
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
          </Popover>
        </AriaComboBox>
      </div>
      <Button type="submit" variant="primary" className="conf-SuggestionSearch-submit">
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
