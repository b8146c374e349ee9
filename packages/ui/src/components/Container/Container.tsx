import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/classNames.ts';

/** Maximum content width, exposed as `data-size`. */
export type ContainerSize = 'narrow' | 'default' | 'wide';

/** Props of {@link Container}: any `<div>` attribute plus a `size`. */
export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** `narrow` for reading text, `wide` for result grids. Defaults to `default`. */
  size?: ContainerSize;
}

/** Centres content with a maximum width and side padding that grows with the viewport (theme). */
export function Container({ size = 'default', className, ...props }: ContainerProps) {
  return <div {...props} data-size={size} className={cx('conf-Container', className)} />;
}
