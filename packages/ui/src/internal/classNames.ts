import { composeRenderProps } from 'react-aria-components';

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Prepends a component's own class (`conf-Button`) to a react-aria-components `className`,
 * which may be a string or a function of the render props. The result is always a function,
 * which every react-aria-components `className` accepts.
 */
export function withBaseClass<T>(
  base: string,
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
): (values: T & { defaultClassName: string | undefined }) => string {
  return composeRenderProps(className ?? '', (resolved) => cx(base, resolved));
}
