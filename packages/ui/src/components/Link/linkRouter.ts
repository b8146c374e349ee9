import { createContext, useContext } from 'react';

/**
 * How {@link Link} and {@link LinkButton} follow the host application's router, set by
 * `UIRouterProvider`: `navigate` takes a plain activation (no page load), `useHref` turns the
 * app's href into the one written in the page (a base path). They are plain anchors, not
 * react-aria's `Link`: a link needs no press, hover or focus tracking (CSS has `:hover` and
 * `:focus-visible`), and that code would be part of every page's first load.
 */
export interface LinkRouter {
  /** Goes to `href` with the host's router; `null` where there is none (the browser loads the page). */
  navigate: ((href: string) => void) | null;
  /** The href to write in the page for the app's `href` (a hook: called on every render). */
  useHref: (href: string) => string;
}

const noRouter: LinkRouter = { navigate: null, useHref: (href) => href };

export const LinkRouterContext = createContext<LinkRouter>(noRouter);

/** The router the links of this part of the page follow. */
export function useLinkRouter(): LinkRouter {
  return useContext(LinkRouterContext);
}
