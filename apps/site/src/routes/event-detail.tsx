import type { Event } from '@conf/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LoadedStatuses } from '../live/loaderStatuses.ts';
import { island } from '../ondemand/island.tsx';
import { type RecordLoaderDeps, recordLoader } from '../recordLoader.ts';
import { requiredParam, routeYear } from '../year.ts';

/** What the event page shows: the event and its live status (when the status call answered). */
export interface EventPageData {
  event: Event;
  statuses: LoadedStatuses;
}

/**
 * Loads the event of `/events/:id` or `/:year/events/:id` (GET /api/web/{year}/events/{id}) and,
 * at the same time, its live status (POST /statuses; a failure only leaves the status out). Without a
 * network, the event comes from the schedule kept on the device (and the page says so: OfflineNote.tsx).
 */
export function eventLoader(deps: RecordLoaderDeps) {
  const loadEvent = recordLoader<Event>(
    deps,
    'event id',
    (api, path, signal) => api.GET('/api/web/{year}/events/{id}', { params: { path }, signal }),
    (records, { id }) => records.event(id),
  );
  return async (args: LoaderFunctionArgs): Promise<EventPageData> => {
    // An address that names no event (not a year, no id) asks nothing: the event's loader turns it away.
    routeYear(args.params.year, deps.config.landingYear);
    const id = requiredParam(args.params.id, 'event id');
    const [event, statuses] = await Promise.all([
      loadEvent(args),
      // The status store's code comes with the loader's first run: a server-rendered page hydrates
      // with the statuses in its data, so this runs only after a navigation (or on the server).
      import('../live/loaderStatuses.ts').then(({ loadStatusesForPage }) =>
        loadStatusesForPage(deps.api, [id], args.request.signal),
      ),
    ]);
    return { event, statuses };
  };
}

/**
 * The event page's screen (event-detail-screen.tsx) as an island: on the server's page it stays as
 * rendered, readable and its links working, and its code (the zone's date formats, the live status
 * stream, the page's parts) loads when the browser is idle after the page hydrated, or at once when
 * the visitor reaches for it; a press meanwhile is replayed once it is there (ondemand/island.tsx).
 * So an event page's first load is the site's own and this loader. After a navigation the screen's
 * code loads with the event's data.
 */
export const Component = island(
  () => import('./event-detail-screen.tsx').then((module) => module.EventDetailScreen),
  { name: 'event', load: 'idle' },
);
