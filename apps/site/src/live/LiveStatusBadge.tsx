import { type SearchHitLike, StatusBadge, VisuallyHidden } from '@conf/ui';
import type { ReactNode } from 'react';
import { useLiveStatus } from './LiveStatusScope.tsx';
import type { LiveStatus } from './statusStore.ts';

/**
 * What an event's live status shows: nothing for no status and no message (a scheduled event looks
 * as it always did), and no second "Canceled" on a record the catalogue already marks canceled
 * (its venue message still shows).
 */
export function shownStatus(live: LiveStatus | undefined, recordCanceled: boolean): LiveStatus | null {
  if (!live) return null;
  const status = recordCanceled && live.status === 'canceled' ? 'none' : live.status;
  if (status === 'none' && live.message === '') return null;
  return { status, message: live.message };
}

/** Props of {@link LiveStatusBadge}. */
export interface LiveStatusBadgeProps {
  /** The event. */
  id: string;
  /** Whether the catalogue marks the event canceled (it shows its own Canceled badge). */
  recordCanceled?: boolean;
}

/**
 * The live status venue staff set for one event (inside a `LiveStatusScope`): the status in words
 * with its colour (Open, Filling up, Full, Canceled) and the venue message, introduced as "Live
 * status" for screen readers. Nothing while there is none.
 */
export function LiveStatusBadge({ id, recordCanceled = false }: LiveStatusBadgeProps) {
  const shown = shownStatus(useLiveStatus(id), recordCanceled);
  if (!shown) return null;
  return (
    <span className="site-live-status" data-event-id={id}>
      <VisuallyHidden elementType="span">Live status: </VisuallyHidden>
      <StatusBadge status={shown.status} message={shown.message} />
    </span>
  );
}

/** A result tile's live status (ResultTile's `renderStatus`): events have one, other records none. */
export function renderHitStatus(hit: SearchHitLike): ReactNode {
  if (hit.type !== 'event') return null;
  return <LiveStatusBadge id={hit._id} recordCanceled={hit._source.canceled === true} />;
}
