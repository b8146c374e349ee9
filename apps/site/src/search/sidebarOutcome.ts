import { useState } from 'react';
import type { SearchOutcome } from './runSearch.ts';

/**
 * Whether a search sidebar shows the same for two outcomes. It shows the search box alone before
 * a result (idle, failed), and with a result its total and option counts (`aggregations`), not its
 * hits: another page of the same search is the same sidebar.
 */
export function sameSidebar(a: SearchOutcome, b: SearchOutcome): boolean {
  if (a === b) return true;
  if (a.status !== 'done' || b.status !== 'done') return a.status !== 'done' && b.status !== 'done';
  return (
    a.result.total === b.result.total &&
    JSON.stringify(a.result.aggregations) === JSON.stringify(b.result.aggregations)
  );
}

/**
 * `outcome`, or the outcome given before while the sidebar would show the same ({@link sameSidebar}):
 * the memoized sidebar then does not render again for another page of results.
 */
export function useSidebarOutcome(outcome: SearchOutcome): SearchOutcome {
  const [kept] = useState(() => ({ outcome }));
  if (!sameSidebar(kept.outcome, outcome)) kept.outcome = outcome;
  return kept.outcome;
}
