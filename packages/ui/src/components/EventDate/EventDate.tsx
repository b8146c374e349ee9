import { chicagoDateKey, formatEventDate } from '@conf/core';
import { cx } from '../../internal/classNames.ts';

/** Props of {@link EventDate}. */
export interface EventDateProps {
  /** A calendar date (`2026-03-09`) or an ISO date-time; nothing is rendered without it. */
  date: string | null | undefined;
  className?: string;
}

/** A date in Central Time, `Mar 9, 2026`, in a `<time>` whose `dateTime` is the Chicago day (`2026-03-09`). */
export function EventDate({ date, className }: EventDateProps) {
  const text = formatEventDate(date);
  if (text === '') return null;
  return (
    <time dateTime={chicagoDateKey(date)} className={cx('conf-EventDate', className)}>
      {text}
    </time>
  );
}
