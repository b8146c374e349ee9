import type { ReactNode } from 'react';
import { cx } from '../../internal/classNames.ts';

/** Shown when a search ran and found nothing (spec section 8). */
export const NO_MATCH_MESSAGE =
  'Sorry, but nothing matched your search terms. Please try again with some different keywords or filters.';
/** Shown when a list has nothing yet (spec section 8). */
export const STAY_TUNED_MESSAGE = 'Stay tuned, more events should be added soon!';
/** Shown before any search has run. */
export const SEARCH_PROMPT_MESSAGE =
  'Search for sessions, speakers, films, brands and venues, or choose a filter.';

/** Why there is nothing to show. */
export type EmptyResultsReason = 'no-match' | 'stay-tuned' | 'prompt';

const MESSAGES: Readonly<Record<EmptyResultsReason, string>> = {
  'no-match': NO_MATCH_MESSAGE,
  'stay-tuned': STAY_TUNED_MESSAGE,
  prompt: SEARCH_PROMPT_MESSAGE,
};

/** Props of {@link EmptyResults}. */
export interface EmptyResultsProps {
  /**
   * `no-match` when a search ran and found nothing; `stay-tuned` for a list with nothing yet;
   * `prompt` before any search. Defaults to `no-match`.
   */
  reason?: EmptyResultsReason;
  /** Replaces the message (e.g. a prompt of the site's own). */
  children?: ReactNode;
  className?: string;
}

/**
 * The message in place of results (spec section 8), in a polite live region so that a search that
 * comes back empty is announced. Its reason is exposed as `data-reason`.
 */
export function EmptyResults({ reason = 'no-match', children, className }: EmptyResultsProps) {
  return (
    <div role="status" data-reason={reason} className={cx('conf-EmptyResults', className)}>
      <p className="conf-EmptyResults-text">{children ?? MESSAGES[reason]}</p>
    </div>
  );
}
