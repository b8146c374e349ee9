import type { components, Grouping } from '@conf/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { eventIdsOf, type LoadedStatuses, listStatuses } from '../live/loaderStatuses.ts';
import { recordOrThrow } from '../routeErrors.ts';
import { parsePage } from '../search/searchQuery.ts';
import type { SiteDeps } from '../site.tsx';
import { requiredParam } from '../year.ts';

export type SharedSchedule = components['schemas']['SharedSchedule'];

/** What a shared schedule's page shows: the schedule and the live statuses of its events. */
export interface SharedSchedulePageData {
  schedule: SharedSchedule;
  statuses: LoadedStatuses;
}

/** The grouping of a shared schedule: by day, as a schedule reads. */
export const SHARED_SCHEDULE_GROUPING: Grouping = 'date';

/**
 * Loader of `/schedule/{token}`: the published schedule (`GET /api/shared-schedules/{token}`),
 * no sign-in needed, with the live statuses of its events. A revoked or unknown link is the 404
 * screen.
 */
export function sharedScheduleLoader(deps: Pick<SiteDeps, 'api' | 'serverRender'>) {
  const { api } = deps;
  return async ({ params, request }: LoaderFunctionArgs): Promise<SharedSchedulePageData> => {
    const token = requiredParam(params.token, 'schedule link');
    const page = parsePage(new URL(request.url).searchParams.get('page'));
    const schedule = recordOrThrow(
      await api.GET('/api/shared-schedules/{token}', {
        params: {
          path: { token },
          query: { grouping: SHARED_SCHEDULE_GROUPING, ...(page > 1 ? { page } : {}) },
        },
        signal: request.signal,
      }),
    );
    const statuses = await listStatuses(deps, eventIdsOf(schedule.result.hits), request.signal);
    return { schedule, statuses };
  };
}
