import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps what a visitor typed into a server-rendered text box before its script hydrated it. React
 * hydrates a controlled `<input>` without touching the text in it, so the box shows what was typed
 * while the component's state still holds the server's value: an Enter then submits the old value
 * (the typed term is lost). Once, when the component mounts, this hands the box's own text to
 * `setValue` when it differs from `value`. On a box rendered in the browser the two agree and it
 * does nothing.
 */
export function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  value: string,
  setValue: (typed: string) => void,
): void {
  // Only on mount: later differences are the component's own renders, not the visitor's typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliberately once, with the first render's value
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
  }, []);
}
