import type { EventHit, SearchHit } from '@conf/api-client';
import { dayStart, eventSpan, programmeDayList, shiftDay, zonedDateKey } from '@conf/core';
import type { SiteApi } from '../api.ts';
import { allHits, eventsOfDay } from '../features/allPages.ts';
import { eventIdsOf, type LoadedStatuses, listStatuses } from '../live/loaderStatuses.ts';
import { runFavoriteSearch } from '../search/runSearch.ts';
import type { SiteDeps } from '../site.tsx';

/** Whose events the grid shows: the whole programme's, or the signed-in user's favorites. */
export type GridView = 'programme' | 'favorites';

export interface GridData {
  view: GridView;
  /** The day shown, `yyyy-MM-dd` in the programme's zone. */
  day: string;
  /** The programme's days, for the day picker (none for a programme without days). */
  days: string[];
  /** "Now" of the answer (ISO): the server's for the first page, so that hydration matches. */
  now: string;
  /** The events of the day and of the day before (those still running after midnight show). */
  hits: EventHit[];
  statuses: LoadedStatuses;
  /** The events shown that the user has favorited (all in the favorites view; none for visitors). */
  favoriteIds: string[];
  /** What went wrong, in words for the visitor; `null` when nothing did. */
  problem: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day an address asks for: `?day=` when it is a calendar day, else today when the programme is
 * on, else its first day (today for a programme without days).
 */
export function gridDay(asked: string | null, days: readonly string[], now: Date, timeZone: string): string {
  if (asked !== null && DAY.test(asked) && !Number.isNaN(Date.parse(`${asked}T00:00:00Z`))) return asked;
  const today = zonedDateKey(now, timeZone);
  return days.includes(today) ? today : (days[0] ?? today);
}

function isEventHit(hit: SearchHit): hit is EventHit {
  return hit.type === 'event';
}

/** The user's favorite events of one day (POST /search/favorites with the `date` filter, every page). */
function favoritesOfDay(api: SiteApi, day: string, signal: AbortSignal) {
  return allHits((page) =>
    runFavoriteSearch(
      api,
      {
        models: ['event'],
        filters: [{ field: 'date', value: day }],
        grouping: 'date',
        ...(page > 1 ? { page } : {}),
      },
      signal,
    ),
  );
}

/**
 * The time grid's data: the events of the day and the day before (one search each, as "now and
 * next" asks), the programme's or the user's favorites, with their live statuses; on the whole
 * programme's grid, a signed-in user's favorites of those days, to mark them. A failed day fails
 * the grid: a grid with a day missing would show free time that is not.
 */
export async function loadGrid(
  deps: Pick<SiteDeps, 'api' | 'serverRender'>,
  options: {
    view: GridView;
    year: number | undefined;
    programme: { firstDay: string | null; lastDay: string | null; timeZone: string };
    askedDay: string | null;
    now: Date;
    /** Whether a user is signed in: the whole programme's grid then marks their favorites. */
    signedIn: boolean;
  },
  signal: AbortSignal,
): Promise<GridData> {
  const { view, year, programme, askedDay, now, signedIn } = options;
  const days = programmeDayList(programme.firstDay, programme.lastDay);
  const day = gridDay(askedDay, days, now, programme.timeZone);
  const base = { view, day, days, now: now.toISOString() };
  const asked = [shiftDay(day, -1), day];
  const [answers, favorites] = await Promise.all([
    Promise.all(
      asked.map((one) =>
        view === 'favorites'
          ? favoritesOfDay(deps.api, one, signal)
          : eventsOfDay(deps.api, year, one, signal),
      ),
    ),
    view === 'programme' && signedIn
      ? Promise.all(asked.map((one) => favoritesOfDay(deps.api, one, signal)))
      : Promise.resolve([]),
  ]);
  if (answers.some((answer) => typeof answer === 'string')) {
    return {
      ...base,
      hits: [],
      statuses: [],
      favoriteIds: [],
      problem: 'The schedule of this day could not be loaded right now.',
    };
  }
  // Of the day before, only what still runs after midnight.
  const from = dayStart(day, programme.timeZone);
  const seen = new Set<string>();
  const hits = answers
    .flatMap((answer) => (typeof answer === 'string' ? [] : answer))
    .filter(isEventHit)
    .filter((hit) => {
      const span = eventSpan({ start: hit._source.start_time, end: hit._source.end_time });
      if (seen.has(hit._id) || !span || span.end <= from) return false;
      seen.add(hit._id);
      return true;
    });
  const statuses = await listStatuses(deps, eventIdsOf(hits), signal);
  // A favorites listing that failed marks nothing: the grid is still right without its stars.
  const favoriteIds =
    view === 'favorites'
      ? hits.map((hit) => hit._id)
      : favorites.flatMap((answer) => (typeof answer === 'string' ? [] : answer.map((hit) => hit._id)));
  return { ...base, hits, statuses, favoriteIds, problem: null };
}
