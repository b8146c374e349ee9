import { island } from '../ondemand/island.tsx';

/**
 * A detail page's Favorite button and who's interested, as an island: their code is not in the
 * page's first load, and hydrates when the browser is idle after the page (or at once when reached
 * for).
 */
export const DetailActionsIsland = island(
  () => import('./DetailActions.tsx').then((module) => module.DetailActions),
  { name: 'detail-actions', load: 'idle' },
);
