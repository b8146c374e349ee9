import { island } from '../ondemand/island.tsx';

/**
 * The event page's actions (Favorite, Share, Add to calendar, RSVP, SXXPress, who's interested) as
 * an island: their react-aria buttons are not in the page's first load, and hydrate when the
 * browser is idle after the page (or at once when reached for).
 */
export const EventActionsIsland = island(
  () => import('./EventActions.tsx').then((module) => module.EventActions),
  {
    name: 'event-actions',
    load: 'idle',
  },
);
