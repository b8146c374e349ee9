import { composeRenderProps } from 'react-aria-components';
import { cx } from './classNames.ts';

/**
 * Prepends a component's own class (`conf-Button`) to a react-aria-components `className`,
 * which may be a string or a function of the render props. The result is always a function,
 * which every react-aria-components `className` accepts. Apart from `cx` (classNames.ts): every
 * component joins classes, only react-aria ones need this, and it brings react-aria-components'
 * render-prop code, which a page of plain components should not load.
 */
export function withBaseClass<T>(
  base: string,
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
): (values: T & { defaultClassName: string | undefined }) => string {
  return composeRenderProps(className ?? '', (resolved) => cx(base, resolved));
}
