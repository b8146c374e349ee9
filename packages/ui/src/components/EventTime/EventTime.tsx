import { formatEventTimeRange } from '@conf/core';
import { cx } from '../../internal/classNames.ts';

/** Props of {@link EventTime}. */
export interface EventTimeProps {
  /** Start, ISO 8601 with offset (`2026-03-09T09:30:00-05:00`). Nothing is rendered without it. */
  start: string | null | undefined;
  /** End, ISO 8601 with offset; only the start is shown without it. */
  end?: string | null | undefined;
  className?: string;
}

/** An event's time range in Central Time, `9:30AM–10:30AM CT`, in a `<time>` whose `dateTime` is the start. */
export function EventTime({ start, end, className }: EventTimeProps) {
  const text = formatEventTimeRange(start, end);
  if (text === '' || start == null) return null;
  return (
    <time dateTime={start} className={cx('conf-EventTime', className)}>
      {text}
    </time>
  );
}
