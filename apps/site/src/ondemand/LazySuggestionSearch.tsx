import type { SuggestionSearchProps } from '@conf/ui';
import { type FormEvent, useId, useRef } from 'react';
import { onDemand, useOnDemand } from './onDemand.ts';
import { useBrowserLayoutEffect } from './usePressAfterLoad.ts';

const suggestionSearch = onDemand(() => import('./suggestionSearch.ts'));

/** What the visitor did in the stand-in before the real box came: the text, focus and selection. */
interface Typed {
  value: string;
  focused: boolean;
  selection: [start: number, end: number] | null;
}

/** The stand-in's text, focus and selection, once the visitor has reached for it. */
export function typedIn(input: HTMLInputElement): Typed | null {
  const focused = input.ownerDocument.activeElement === input;
  if (!focused && input.value === input.defaultValue) return null;
  const end = input.value.length;
  return { value: input.value, focused, selection: [input.selectionStart ?? end, input.selectionEnd ?? end] };
}

/**
 * The suggestion search box of @conf/ui, whose code (react-aria's autocomplete, search field and list box)
 * loads when the visitor first reaches for it: pointer over the form (fetched), focus, a press or a
 * key in the box (shown). Until then, and on the server, it is the plain form the real one is built
 * around: the same markup and classes, a GET to `action` with the term in `name`, which already
 * searches. What was typed meanwhile is kept, and the focus moves into the real box.
 */
export function LazySuggestionSearch({
  onFirstFocus,
  ...props
}: SuggestionSearchProps & {
  /** Called when the visitor first reaches for the box (focus or press), e.g. to load data it needs. */
  onFirstFocus?: () => void;
}) {
  const [module, request] = useOnDemand(suggestionSearch);
  const slot = useRef<HTMLDivElement>(null);
  const typed = useRef<Typed | null>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useBrowserLayoutEffect(() => {
    if (!module || !typed.current?.focused) return;
    const input = slot.current?.querySelector('input');
    input?.focus();
    const [start, end] = typed.current.selection ?? [input?.value.length ?? 0, input?.value.length ?? 0];
    input?.setSelectionRange(start, end);
  }, [module]);

  if (module) {
    // The stand-in is still in the page during this render: the real box takes over its text, focus
    // and selection as they are now (a text selected to be typed over stays selected).
    if (standIn.current) typed.current = typedIn(standIn.current) ?? typed.current;
    const { SuggestionSearch } = module;
    return (
      <div ref={slot} style={{ display: 'contents' }}>
        <SuggestionSearch {...props} defaultValue={typed.current?.value ?? props.defaultValue} />
      </div>
    );
  }

  const wake = (event: { currentTarget: HTMLInputElement }) => {
    typed.current = { value: event.currentTarget.value, focused: true, selection: null };
    onFirstFocus?.();
    void request();
  };
  const keepTyping = (event: FormEvent<HTMLInputElement>) => {
    typed.current = { value: event.currentTarget.value, focused: true, selection: null };
  };
  const {
    action = '/search',
    label = 'Search',
    placeholder,
    name = 'q',
    defaultValue,
    submitLabel = 'Search',
    children,
    className,
  } = props;
  return (
    <div ref={slot} style={{ display: 'contents' }}>
      {/* biome-ignore lint/a11y/useSemanticElements: the same search landmark as SuggestionSearch's form. */}
      <form
        role="search"
        className={['conf-SuggestionSearch', className].filter(Boolean).join(' ')}
        data-category="all"
        data-stand-in=""
        action={action}
        method="get"
        onPointerEnter={() => void suggestionSearch.load().catch(() => {})}
      >
        <div className="conf-SuggestionSearch-field">
          <div className="conf-SuggestionSearch-combobox">
            <label className="conf-SuggestionSearch-label" htmlFor={inputId}>
              {label}
            </label>
            <div className="conf-SuggestionSearch-group">
              <svg
                className="conf-SuggestionSearch-icon"
                viewBox="0 0 24 24"
                width="24"
                height="24"
                aria-hidden="true"
              >
                <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <input
                ref={standIn}
                id={inputId}
                className="conf-SuggestionSearch-input"
                type="text"
                role="combobox"
                aria-expanded={false}
                aria-autocomplete="list"
                name={name}
                defaultValue={defaultValue}
                placeholder={placeholder}
                autoComplete="off"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="search"
                onFocus={wake}
                onPointerDown={wake}
                onInput={keepTyping}
              />
            </div>
          </div>
        </div>
        {children}
        <button type="submit" className="conf-Button conf-SuggestionSearch-submit" data-variant="primary">
          {submitLabel}
        </button>
      </form>
    </div>
  );
}
