import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Changes of a page's search state, made into one navigation to the new address. Changes made in
 * the same tick (Clear All reports the filters and the term one after the other) are applied one
 * on top of the other and become a single history entry, so back goes to the search before them.
 */
export function useSearchUpdate<Q>(
  current: Q,
  hrefOf: (query: Q) => string,
): (change: (query: Q) => Q) => void {
  const navigate = useNavigate();
  const pending = useRef<Q | null>(null);
  return (change) => {
    const isFirst = pending.current === null;
    pending.current = change(pending.current ?? current);
    if (!isFirst) return;
    queueMicrotask(() => {
      const next = pending.current;
      pending.current = null;
      if (next !== null) navigate(hrefOf(next));
    });
  };
}
