import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/classNames.ts';

/** Colour of a badge, exposed as `data-tone`. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Defaults to `neutral`. */
  tone?: BadgeTone;
}

/** A short inline label: a count, a status, "Featured". Text only; it is not interactive. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span {...props} data-tone={tone} className={cx('conf-Badge', className)} />;
}
