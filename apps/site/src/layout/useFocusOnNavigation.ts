import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation to another path, moves focus to the page's main heading (the
 * `<h1>` inside `container`), so screen-reader and keyboard users start on the new page instead of
 * the link they pressed. The first page load keeps the browser's own focus. A change of query
 * string only (a search) leaves focus where it is. Focusing never scrolls: the scroll restoration
 * decides where the page is shown (the top, or the saved position on back).
 */
export function useFocusOnNavigation(container: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const root = container.current;
    const heading = root?.querySelector<HTMLElement>('h1') ?? root;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname, container]);
}
