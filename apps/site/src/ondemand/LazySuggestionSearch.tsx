import type { SuggestionSearchProps } from '@conf/ui';
import { type FormEvent, useId, useRef } from 'react';
import { onDemand, useOnDemand } from './onDemand.ts';
import { useBrowserLayoutEffect } from './usePressAfterLoad.ts';

const suggestionSearch = onDemand(() => import('./suggestionSearch.ts'));

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
  const typed = useRef<{ value: string; focused: boolean } | null>(null);
  const inputId = useId();

  useBrowserLayoutEffect(() => {
    if (!module || !typed.current?.focused) return;
    const input = slot.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [module]);

  if (module) {
    const { SuggestionSearch } = module;
    return (
      <div ref={slot} style={{ display: 'contents' }}>
        <SuggestionSearch {...props} defaultValue={typed.current?.value ?? props.defaultValue} />
      </div>
    );
  }

  const wake = (event: { currentTarget: HTMLInputElement }) => {
    typed.current = { value: event.currentTarget.value, focused: true };
    onFirstFocus?.();
    void request();
  };
  const keepTyping = (event: FormEvent<HTMLInputElement>) => {
    typed.current = { value: event.currentTarget.value, focused: true };
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
