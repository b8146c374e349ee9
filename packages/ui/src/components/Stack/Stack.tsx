import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/classNames.ts';

/** Spacing step between items, from the theme's spacing scale. */
export type StackGap = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Props of {@link Stack}. */
export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** `vertical` (default) or `horizontal`, exposed as `data-direction`. */
  direction?: 'vertical' | 'horizontal';
  /** Space between items, exposed as `data-gap`. Defaults to `md`. */
  gap?: StackGap;
  /** Cross-axis alignment, exposed as `data-align`. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Whether horizontal items wrap onto new lines (`data-wrap`). */
  wrap?: boolean;
  /** The element rendered: a list when the items are list items. Defaults to `div`. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav';
}

/** Lays out its children in a row or column with an even gap (a flex box, styled by the theme). */
export function Stack({
  direction = 'vertical',
  gap = 'md',
  align,
  wrap = false,
  as: Element = 'div',
  className,
  ...props
}: StackProps) {
  return (
    <Element
      {...props}
      data-direction={direction}
      data-gap={gap}
      data-align={align}
      data-wrap={wrap || undefined}
      className={cx('conf-Stack', className)}
    />
  );
}
