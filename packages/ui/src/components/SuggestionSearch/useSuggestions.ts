import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_LENGTH } from '@conf/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type Suggestion,
  type SuggestionCache,
  type SuggestionCategory,
  suggestionCacheKey,
  usableSuggestions,
} from './suggestions.ts';

/** What {@link useSuggestions} needs besides the text and category. */
export interface UseSuggestionsOptions {
  loadSuggestions: (text: string, category: SuggestionCategory) => Promise<readonly Suggestion[]>;
  /**
   * Suggestions known at once, without waiting (e.g. answered on the device), shown while
   * `loadSuggestions` is on its way; `undefined` when there are none to show.
   */
  instantSuggestions?:
    | ((text: string, category: SuggestionCategory) => readonly Suggestion[] | undefined)
    | undefined;
  onError: (error: unknown) => void;
  cache: SuggestionCache | undefined;
  /** No request is made before this is true (the visitor has not focused the box yet). */
  isEnabled: boolean;
}

/** The suggestions of the current text and category. */
export interface SuggestionsState {
  /** The trimmed text, the term of the "search for term" row. */
  term: string;
  /** Whether the trimmed text is long enough for suggestions (spec section 5). */
  isActive: boolean;
  /** Whether the suggestions of the current text and category are still on their way. */
  isLoading: boolean;
  suggestions: readonly Suggestion[];
}

/**
 * Loads suggestions for a text and category (spec sections 4, 5 and 9): nothing under 2 trimmed
 * characters; a request 200 ms after the last keystroke (at once when only the category changed);
 * answers cached per text and category, in the given cache or one kept for the component's lifetime;
 * a failure is reported to `onError` and leaves the list without suggestions. With
 * `instantSuggestions`, its answer shows at once, on every keystroke, until the loaded answer replaces
 * it (a failed load leaves it shown).
 */
export function useSuggestions(
  text: string,
  category: SuggestionCategory,
  { loadSuggestions, instantSuggestions, onError, cache, isEnabled }: UseSuggestionsOptions,
): SuggestionsState {
  const term = text.trim();
  const isActive = term.length >= SUGGESTION_MIN_LENGTH;
  const key = isActive ? suggestionCacheKey(term, category) : null;
  const [ownCache] = useState(() => new Map<string, readonly Suggestion[]>());
  const store: SuggestionCache = cache ?? ownCache;
  const [, setAnswered] = useState(0);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const lastTerm = useRef(term);
  const latest = useRef({ loadSuggestions, onError });
  latest.current = { loadSuggestions, onError };

  useEffect(() => {
    const textChanged = lastTerm.current !== term;
    lastTerm.current = term;
    if (key === null || !isEnabled || store.get(key) !== undefined) return;
    setFailedKey((failed) => (failed === key ? null : failed));
    let isCurrent = true;
    const timer = setTimeout(
      () => {
        Promise.resolve()
          .then(() => latest.current.loadSuggestions(term, category))
          .then(
            (suggestions) => {
              store.set(key, usableSuggestions(suggestions));
              setAnswered((count) => count + 1);
            },
            (error: unknown) => {
              latest.current.onError(error);
              if (isCurrent) setFailedKey(key);
            },
          );
      },
      textChanged ? SUGGESTION_DEBOUNCE_MS : 0,
    );
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [key, term, category, isEnabled, store]);

  const cached = key === null ? undefined : store.get(key);
  const instant = useMemo(
    () =>
      key === null || cached !== undefined || !isEnabled || !instantSuggestions
        ? undefined
        : usableSuggestions(instantSuggestions(term, category) ?? []),
    [key, cached, isEnabled, instantSuggestions, term, category],
  );
  const hasInstant = instant !== undefined && instant.length > 0;
  return {
    term,
    isActive,
    isLoading: key !== null && cached === undefined && failedKey !== key && !hasInstant,
    suggestions: cached ?? instant ?? [],
  };
}
