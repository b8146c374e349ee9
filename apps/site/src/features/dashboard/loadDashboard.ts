import type { SiteApi } from '../../api.ts';
import { runFavoriteSearch } from '../../search/runSearch.ts';
import { allHits } from '../allPages.ts';
import { type DashboardDay, type DashboardEvent, dashboardDay, dashboardEvent } from './dashboardDay.ts';

export interface DashboardData {
  day: DashboardDay;
  /** Set when the favorites could not be read (the page says so instead of "no favorites"). */
  failed: string | null;
}

/** Every favorited event of the user (POST /search/favorites, events, every page). */
async function favoriteEvents(
  api: SiteApi,
  signal: AbortSignal,
  timeZone: string,
): Promise<DashboardEvent[] | string> {
  const hits = await allHits((page) =>
    runFavoriteSearch(api, { models: ['event'], grouping: 'date', ...(page > 1 ? { page } : {}) }, signal),
  );
  return typeof hits === 'string' ? hits : hits.flatMap((hit) => dashboardEvent(hit, timeZone) ?? []);
}

/**
 * The dashboard of the signed-in user at `now`, days in the programme's zone: the day shown (its events' live statuses are
 * followed by the page, see routes/dashboard.tsx).
 */
export async function loadDashboard(
  api: SiteApi,
  now: Date,
  signal: AbortSignal,
  timeZone: string,
): Promise<DashboardData> {
  const events = await favoriteEvents(api, signal, timeZone);
  if (typeof events === 'string') return { day: { kind: 'empty' }, failed: events };
  return { day: dashboardDay(events, now, timeZone), failed: null };
}
