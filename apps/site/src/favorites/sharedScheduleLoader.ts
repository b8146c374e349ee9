import type { components, Grouping } from '@conf/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { recordOrThrow } from '../routeErrors.ts';
import { parsePage } from '../search/searchQuery.ts';
import type { SiteDeps } from '../site.tsx';
import { requiredParam } from '../year.ts';

export type SharedSchedule = components['schemas']['SharedSchedule'];

/** The grouping of a shared schedule: by day, as a schedule reads. */
export const SHARED_SCHEDULE_GROUPING: Grouping = 'date';

/**
 * Loader of `/schedule/{token}`: the published schedule (`GET /api/shared-schedules/{token}`),
 * no sign-in needed. A revoked or unknown link is the 404 screen.
 */
export function sharedScheduleLoader({ api }: Pick<SiteDeps, 'api'>) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<SharedSchedule> => {
    const token = requiredParam(params.token, 'schedule link');
    const page = parsePage(new URL(request.url).searchParams.get('page'));
    return recordOrThrow(
      await api.GET('/api/shared-schedules/{token}', {
        params: {
          path: { token },
          query: { grouping: SHARED_SCHEDULE_GROUPING, ...(page > 1 ? { page } : {}) },
        },
        signal: request.signal,
      }),
    );
  };
}
