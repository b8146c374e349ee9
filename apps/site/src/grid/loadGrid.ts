import type { EventHit, SearchHit } from '@conf/api-client';
import { dayStart, eventSpan, previousDay, programmeDayList, zonedDateKey } from '@conf/core';
import type { SiteApi } from '../api.ts';
import { allHits } from '../features/allPages.ts';
import { eventIdsOf, type LoadedStatuses, listStatuses } from '../live/loaderStatuses.ts';
import { eventsOfDay } from '../now/loadNowNext.ts';
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
 * next" asks), the programme's or the user's favorites, with their live statuses. A failed day
 * fails the grid: a grid with a day missing would show free time that is not.
 */
export async function loadGrid(
  deps: Pick<SiteDeps, 'api' | 'serverRender'>,
  options: {
    view: GridView;
    year: number | undefined;
    programme: { firstDay: string | null; lastDay: string | null; timeZone: string };
    askedDay: string | null;
    now: Date;
  },
  signal: AbortSignal,
): Promise<GridData> {
  const { view, year, programme, askedDay, now } = options;
  const days = programmeDayList(programme.firstDay, programme.lastDay);
  const day = gridDay(askedDay, days, now, programme.timeZone);
  const base = { view, day, days, now: now.toISOString() };
  const answers = await Promise.all(
    [previousDay(day), day].map((asked) =>
      view === 'favorites'
        ? favoritesOfDay(deps.api, asked, signal)
        : eventsOfDay(deps.api, year, asked, signal),
    ),
  );
  if (answers.some((answer) => typeof answer === 'string')) {
    return {
      ...base,
      hits: [],
      statuses: [],
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
  return { ...base, hits, statuses, problem: null };
}
