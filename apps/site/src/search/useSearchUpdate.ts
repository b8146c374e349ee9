import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Changes of a page's search state, made into one navigation to the new address. Changes made in
 * the same tick (Clear All reports the filters and the term one after the other) are applied one
 * on top of the other and become a single history entry, so back goes to the search before them.
 * The function is the same for the page's whole life (it reads the latest state and address when
 * called), so the components it is given to need not render again because of it.
 */
export function useSearchUpdate<Q>(
  current: Q,
  hrefOf: (query: Q) => string,
): (change: (query: Q) => Q) => void {
  const navigate = useNavigate();
  const pending = useRef<Q | null>(null);
  const latest = useRef({ current, hrefOf, navigate });
  // Kept current after every render (a layout effect: before any event can call the function).
  useLayoutEffect(() => {
    latest.current = { current, hrefOf, navigate };
  });
  return useCallback((change) => {
    const isFirst = pending.current === null;
    pending.current = change(pending.current ?? latest.current.current);
    if (!isFirst) return;
    queueMicrotask(() => {
      const next = pending.current;
      pending.current = null;
      if (next !== null) latest.current.navigate(latest.current.hrefOf(next));
    });
  }, []);
}
