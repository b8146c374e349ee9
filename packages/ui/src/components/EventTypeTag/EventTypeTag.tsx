import { accentForEventType, eventTypeLabel } from '@conf/core';
import { memo } from 'react';
import { cx } from '../../internal/classNames.ts';

/** Props of {@link EventTypeTag}. */
export interface EventTypeTagProps {
  /** The event's `event_type` (session, panel, showcase, showcase_presenter, screening, edu, ...). */
  eventType: string | null | undefined;
  className?: string;
}

/**
 * The event type as visitors know it (a panel is a Session, a showcase_presenter a Showcase), with its
 * accent colour name in `data-accent` (screening, showcase, session, edu or default).
 *
 * Memoized: a tile kept by place for a new record (ResultGroups) renders it again only when its
 * value changed.
 */
export const EventTypeTag = /* @__PURE__ */ memo(function EventTypeTag({
  eventType,
  className,
}: EventTypeTagProps) {
  const label = eventTypeLabel(eventType);
  if (label === '') return null;
  return (
    <span data-accent={accentForEventType(eventType)} className={cx('conf-EventTypeTag', className)}>
      {label}
    </span>
  );
});
