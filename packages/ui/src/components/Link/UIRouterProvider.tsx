import { type ReactNode, useMemo } from 'react';
import { type LinkRouter, LinkRouterContext } from './linkRouter.ts';

/** Props of {@link UIRouterProvider}: those of react-aria-components' `RouterProvider`. */
export interface UIRouterProviderProps {
  /** Goes to `path` with the host's router. */
  navigate: (path: string) => void;
  /** Turns an href of the app into the one written in the page (to add a base path). */
  useHref?: (href: string) => string;
  children: ReactNode;
}

const sameHref = (href: string) => href;

/**
 * Lets every {@link Link} and {@link LinkButton} navigate with the host application's router.
 * Give it the router's `navigate` function and, optionally, `useHref` (to add a base path to hrefs):
 *
 * ```tsx
 * const navigate = useNavigate();
 * <UIRouterProvider navigate={navigate} useHref={useHref}>{children}</UIRouterProvider>
 * ```
 *
 * Without it, links are plain anchors and the browser loads the page. The components whose
 * react-aria items have an `href` (menu items, tabs) follow the same router: each gives them
 * react-aria-components' `RouterProvider` itself, so that this provider loads no react-aria code.
 */
export function UIRouterProvider({ navigate, useHref = sameHref, children }: UIRouterProviderProps) {
  const router = useMemo<LinkRouter>(() => ({ navigate, useHref }), [navigate, useHref]);
  return <LinkRouterContext.Provider value={router}>{children}</LinkRouterContext.Provider>;
}
