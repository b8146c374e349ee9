import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLinkRouter } from '../components/Link/linkRouter.ts';

/**
 * Gives react-aria-components' items with an `href` (menu items, tabs) the router that
 * `UIRouterProvider` set, so that they navigate as the links do. Each component with such items
 * wraps itself in it, rather than `UIRouterProvider` holding react-aria's provider for the whole
 * page: a page without such a component (the landing page, until a menu opens) then loads none of
 * react-aria's link code (issue 12's first-load budget). Without a router, items are plain links.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const { navigate, useHref } = useLinkRouter();
  if (navigate === null) return children;
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
