import type { EventAccent } from '@conf/core';
import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/classNames.ts';

/** Props of {@link Card}. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Event-type accent colour, exposed as `data-accent` (e.g. from `accentForEventType`). */
  accent?: EventAccent;
  /** The element rendered: `article` for a self-contained tile (default), `li` inside a list. */
  as?: 'article' | 'div' | 'section' | 'li';
}

/** A surface that groups one item's content: a result tile, a detail panel. */
export function Card({ accent, as: Element = 'article', className, ...props }: CardProps) {
  return <Element {...props} data-accent={accent} className={cx('conf-Card', className)} />;
}
