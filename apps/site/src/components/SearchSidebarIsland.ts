import { island } from '../ondemand/island.tsx';
import { WIDE_LAYOUT } from './searchSidebarLayout.ts';

/**
 * A search page's filter sidebar as an island: its react-aria checkboxes, buttons and sections (the
 * larger part of hydrating a search page) are not in the first load. On a phone it is folded under
 * "Search and filters" and its code loads when the visitor reaches for it (opening it is the
 * browser's own `<details>`); beside the results on a wide screen, when the browser is idle after
 * the page.
 */
export const SearchSidebarIsland = island(
  () => import('./SearchSidebar.tsx').then((module) => module.SearchSidebar),
  { name: 'search-sidebar', load: () => (window.matchMedia?.(WIDE_LAYOUT).matches ? 'idle' : 'interaction') },
);
