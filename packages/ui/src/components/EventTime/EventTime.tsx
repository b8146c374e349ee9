import { formatEventTimeRange } from '@conf/core';
import { memo } from 'react';
import { cx } from '../../internal/classNames.ts';
import { useTimeZone } from '../TimeZoneProvider/TimeZoneProvider.tsx';

/** Props of {@link EventTime}. */
export interface EventTimeProps {
  /** Start, ISO 8601 with offset (`2026-03-09T09:30:00-05:00`). Nothing is rendered without it. */
  start: string | null | undefined;
  /** End, ISO 8601 with offset; only the start is shown without it. */
  end?: string | null | undefined;
  className?: string;
  /** Zone to show the range in; default: the surrounding {@link TimeZoneProvider}'s (UTC without one). */
  timeZone?: string;
}

/**
 * An event's time range in the programme's zone, `9:30AM–10:30AM CT` or `9:30AM–10:00AM CET`, in a
 * `<time>` whose `dateTime` is the start.
 *
 * Memoized: a tile kept by place for a new record (ResultGroups) renders it again only when its
 * value changed.
 */
export const EventTime = /* @__PURE__ */ memo(function EventTime({
  start,
  end,
  className,
  timeZone,
}: EventTimeProps) {
  const contextZone = useTimeZone();
  const text = formatEventTimeRange(start, end, timeZone ?? contextZone);
  if (text === '' || start == null) return null;
  return (
    <time dateTime={start} className={cx('conf-EventTime', className)}>
      {text}
    </time>
  );
});
