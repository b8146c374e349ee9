import { formatEventDate, zonedDateKey } from '@conf/core';
import { memo } from 'react';
import { cx } from '../../internal/classNames.ts';
import { useTimeZone } from '../TimeZoneProvider/TimeZoneProvider.tsx';

/** Props of {@link EventDate}. */
export interface EventDateProps {
  /** A calendar date (`2026-03-09`) or an ISO date-time; nothing is rendered without it. */
  date: string | null | undefined;
  className?: string;
  /** Zone to show the date in; default: the surrounding {@link TimeZoneProvider}'s (UTC without one). */
  timeZone?: string;
}

/**
 * A date in the programme's zone, `Mar 9, 2026`, in a `<time>` whose `dateTime` is that day
 * (`2026-03-09`). A bare calendar date is shown as is.
 *
 * Memoized: a tile kept by place for a new record (ResultGroups) renders it again only when its
 * value changed.
 */
export const EventDate = /* @__PURE__ */ memo(function EventDate({
  date,
  className,
  timeZone,
}: EventDateProps) {
  const contextZone = useTimeZone();
  const zone = timeZone ?? contextZone;
  const text = formatEventDate(date, zone);
  if (text === '') return null;
  return (
    <time dateTime={zonedDateKey(date, zone)} className={cx('conf-EventDate', className)}>
      {text}
    </time>
  );
});
