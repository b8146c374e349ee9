import type { EventHit, SearchHit } from '@conf/api-client';
import { NEXT_WINDOW_MINUTES, nowNextDays, nowNextPhase } from '@conf/core';
import { eventsOfDay } from '../features/allPages.ts';
import { eventIdsOf, type LoadedStatuses, listStatuses } from '../live/loaderStatuses.ts';
import type { SiteDeps } from '../site.tsx';

/**
 * The events a "Now and next" page keeps: those on now or starting within twice the hour, so that
 * the page, whose clock moves on each minute, has the next hour's events before it asks again
 * ({@link KEPT_MINUTES} after its data, see routes/now.tsx).
 */
export const KEPT_MINUTES = 2 * NEXT_WINDOW_MINUTES;

export interface NowNextData {
  /** "Now" of the answer (ISO); the page renders this moment first, on the server and at hydration. */
  now: string;
  /** The programme's zone, in which the days are counted. */
  timeZone: string;
  /** The days (`yyyy-MM-dd` in the programme's zone) the events were asked for. */
  days: string[];
  /** The events on now or starting within {@link KEPT_MINUTES}, as search hits (their tiles). */
  hits: EventHit[];
  /** Their live statuses, on the server (the HTML carries them); none in the browser, which asks. */
  statuses: LoadedStatuses;
  /** What went wrong, in words for the visitor; `null` when nothing did. */
  problem: string | null;
}

function isEventHit(hit: SearchHit): hit is EventHit {
  return hit.type === 'event';
}

/**
 * The "Now and next" page's data at `now`: the events of the days that can be on now or next in the
 * programme's zone (yesterday, today, and tomorrow late in the evening; one search per day, so that
 * a day of up to 600 events is read whole), kept when on now or starting within {@link KEPT_MINUTES}.
 * A day whose search failed fails the page's list (a partial "now" would mislead).
 */
export async function loadNowNext(
  deps: Pick<SiteDeps, 'api' | 'serverRender'>,
  year: number | undefined,
  now: Date,
  timeZone: string,
  signal: AbortSignal,
): Promise<NowNextData> {
  const days = nowNextDays(now, timeZone);
  const base = { now: now.toISOString(), timeZone, days };
  const answers = await Promise.all(days.map((day) => eventsOfDay(deps.api, year, day, signal)));
  if (answers.some((answer) => typeof answer === 'string')) {
    return { ...base, hits: [], statuses: [], problem: 'What is on could not be loaded right now.' };
  }
  const seen = new Set<string>();
  const hits = answers
    .flatMap((answer) => (typeof answer === 'string' ? [] : answer))
    .filter(isEventHit)
    .filter((hit) => {
      if (seen.has(hit._id)) return false;
      seen.add(hit._id);
      return nowNextPhase(hit._source, now, KEPT_MINUTES) !== null;
    });
  const statuses = await listStatuses(deps, eventIdsOf(hits), signal);
  return { ...base, hits, statuses, problem: null };
}
