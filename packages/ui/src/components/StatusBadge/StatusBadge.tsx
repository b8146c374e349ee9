import { EVENT_STATUS_LABELS, type StatusCode } from '@conf/core';
import { cx } from '../../internal/classNames.ts';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** The live status of the event (`none`: no status shown). */
  status: StatusCode;
  /** The venue message (`''`: none), e.g. `Now Seating Primary Access`. */
  message: string;
  /**
   * Keep the (hidden) element when there is nothing to show, so that a page script can fill it in
   * when a status arrives (kiosk and signage pages). Default false: nothing is rendered.
   */
  keepWhenEmpty?: boolean;
  className?: string;
}

/**
 * An event's live status set by venue staff: the status in words (never by colour alone: Open,
 * Filling up, Full, Canceled) with its colour in `data-status`, and the venue message.
 *
 * Markup (kept stable: the kiosk pages' script updates it in place): a `conf-StatusBadge` span with
 * `data-status`, holding a `conf-StatusBadge-label` span and a `conf-StatusBadge-message` span; an
 * empty part carries `hidden`, and so does the whole badge when both are empty.
 */
export function StatusBadge({ status, message, keepWhenEmpty = false, className }: StatusBadgeProps) {
  const showLabel = status !== 'none';
  const showMessage = message !== '';
  if (!showLabel && !showMessage && !keepWhenEmpty) return null;
  return (
    <span
      className={cx('conf-StatusBadge', className)}
      data-status={status}
      hidden={!showLabel && !showMessage}
    >
      <span className="conf-StatusBadge-label" hidden={!showLabel}>
        {showLabel ? EVENT_STATUS_LABELS[status] : ''}
      </span>
      <span className="conf-StatusBadge-message" hidden={!showMessage}>
        {message}
      </span>
    </span>
  );
}
