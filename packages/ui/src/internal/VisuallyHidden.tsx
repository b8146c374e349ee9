import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/** Read by screen readers, not shown: the styles of react-aria's `VisuallyHidden`. */
export const visuallyHiddenStyle: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
};

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered. Defaults to `div`; use `span` inside phrasing content. */
  elementType?: 'div' | 'span';
  children?: ReactNode;
}

/**
 * Text for assistive technology only (a badge's label, "Live status: "). A plain element with
 * react-aria's styles, not react-aria's component: that one tracks focus within (for its
 * `isFocusable` option, unused here), and its code would be part of every detail page's first load.
 */
export function VisuallyHidden({
  elementType: Element = 'div',
  style,
  children,
  ...props
}: VisuallyHiddenProps) {
  return (
    // The shared style object itself when none is added: React then has no style to compare or
    // write again when the element renders with new text (a tile kept for a new record).
    <Element {...props} style={style ? { ...visuallyHiddenStyle, ...style } : visuallyHiddenStyle}>
      {children}
    </Element>
  );
}
