import { RouterProvider } from 'react-aria-components';

/**
 * Lets every {@link Link} and {@link LinkButton} navigate with the host application's router.
 * Give it the router's `navigate` function and, optionally, `useHref` (to add a base path to hrefs):
 *
 * ```tsx
 * const navigate = useNavigate();
 * <UIRouterProvider navigate={navigate} useHref={useHref}>{children}</UIRouterProvider>
 * ```
 *
 * Without it, links are plain anchors and the browser loads the page.
 * This is react-aria-components' `RouterProvider`.
 */
export const UIRouterProvider = RouterProvider;
