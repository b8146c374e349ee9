import type { EventHit } from '@conf/api-client';
import { formatCalendarDay, timeZoneName, yearPath } from '@conf/core';
import {
  AccessBadges,
  Container,
  EmptyResults,
  ErrorMessage,
  Link,
  TimeGrid,
  type TimeGridItem,
  useTimeZone,
} from '@conf/ui';
import { useCallback, useId, useMemo, useSyncExternalStore } from 'react';
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router-dom';
import { loginRedirect } from '../auth/authLocation.ts';
import { type GridData, type GridView, loadGrid } from '../grid/loadGrid.ts';
import { usePageMeta } from '../layout/usePageTitle.ts';
import { recordHref } from '../links.ts';
import { LiveStatusBadge } from '../live/LiveStatusBadge.tsx';
import { LiveStatusScope } from '../live/LiveStatusScope.tsx';
import { eventIdsOf } from '../live/loaderStatuses.ts';
import { useRouteYear } from '../routeYear.ts';
import type { SiteDeps } from '../site.tsx';
import { routeYear } from '../year.ts';
import { routeProgramme } from '../yearProgramme.ts';

/** The grid's path of each view (without the year). */
export const GRID_PATHS: Record<GridView, string> = { programme: '/grid', favorites: '/favorites/grid' };

/**
 * Loader of `/{year}/grid` and `/favorites/grid` (`?day=yyyy-MM-dd`): the day's events in the
 * programme's zone (grid/loadGrid.ts). My Favorites' grid sends visitors to sign in, and belongs to
 * the landing year as My Favorites does (another year's address redirects there).
 */
export function gridLoader(
  deps: Pick<SiteDeps, 'api' | 'config' | 'user' | 'serverRender'>,
  view: GridView,
  now: () => Date = () => new Date(),
) {
  const { api, config, user } = deps;
  return async ({ params, request }: LoaderFunctionArgs): Promise<GridData> => {
    const url = new URL(request.url);
    const year = params.year === undefined ? undefined : routeYear(params.year, config.landingYear);
    if (view === 'favorites') {
      if (!user) throw redirect(loginRedirect(url.pathname, url.search));
      if (year !== undefined && year !== config.landingYear) {
        throw redirect(`${yearPath(config.landingYear, GRID_PATHS.favorites)}${url.search}`);
      }
    }
    const programme = await routeProgramme({ api, config }, year, request.signal);
    return loadGrid(
      { api, ...(deps.serverRender ? { serverRender: deps.serverRender } : {}) },
      { view, year, programme, askedDay: url.searchParams.get('day'), now: now(), signedIn: user !== null },
      request.signal,
    );
  };
}

const MINUTE_MS = 60_000;

interface GridEvent extends TimeGridItem {
  credentialTypes: readonly string[];
}

function gridEvent(hit: EventHit, href: string, favorited: boolean): GridEvent {
  const { name, start_time, end_time, venue, canceled, credential_types } = hit._source;
  return {
    id: hit._id,
    name,
    start_time,
    end_time,
    venue,
    href,
    favorited,
    canceled,
    credentialTypes: credential_types,
  };
}

/** The badges that give access (as on the result tiles), and the live status venue staff set. */
const renderStatus = (event: GridEvent) => (
  <>
    <AccessBadges credentialTypes={event.credentialTypes} />
    <LiveStatusBadge id={event.id} recordCanceled={event.canceled} />
  </>
);

/** Calls `listener` every half minute. */
function everyHalfMinute(listener: () => void): () => void {
  const timer = setInterval(listener, MINUTE_MS / 2);
  return () => clearInterval(timer);
}

const thisMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The now line's clock, to the minute: the loader's moment while hydrating (so that the browser
 * hydrates the server's HTML), then the browser's, checked every half minute.
 */
function useMinuteClock(renderedAt: string): Date {
  const at = useSyncExternalStore(everyHalfMinute, thisMinute, () => Date.parse(renderedAt));
  return useMemo(() => new Date(at), [at]);
}

/**
 * `/grid` and `/favorites/grid` (issue 16 item 2): a day of the programme, or of My Favorites, as
 * a grid of rooms × times (`TimeGrid` of @conf/ui), with live statuses, favorites and the now line
 * on the programme's day. A day picker (links, the current day marked) above it.
 */
export function GridScreen() {
  const data = useLoaderData() as GridData;
  const timeZone = useTimeZone();
  const { linkYear } = useRouteYear();
  const navigate = useNavigate();
  const now = useMinuteClock(data.now);
  const daysId = useId();
  const mine = data.view === 'favorites';
  const title = mine ? 'My Favorites: time grid' : 'Time grid';
  usePageMeta({ title, ...(mine ? { noindex: true } : {}) });
  const hrefOf = useCallback((id: string) => recordHref({ type: 'event', id }, linkYear), [linkYear]);
  const events = useMemo(() => {
    const favorites = new Set(data.favoriteIds);
    return data.hits.map((hit) => gridEvent(hit, hrefOf(hit._id), favorites.has(hit._id)));
  }, [data.hits, data.favoriteIds, hrefOf]);
  const ids = useMemo(() => eventIdsOf(data.hits), [data.hits]);
  const gridPath = yearPath(linkYear, GRID_PATHS[data.view]);
  const dayText = formatCalendarDay(data.day);

  return (
    <Container size="wide" className="site-grid">
      <h1>{title}</h1>
      <p className="site-lead">
        {mine ? 'Your favorite events' : 'Every event'} by room and time, {dayText}. Times in{' '}
        {timeZoneName(timeZone, data.day)}.{' '}
        {mine ? (
          <Link href={yearPath(linkYear, '/favorites/event')}>List view</Link>
        ) : (
          <Link href={yearPath(linkYear, '/search/event')}>List view</Link>
        )}
      </p>
      {data.days.length > 1 ? (
        <nav aria-labelledby={daysId} className="site-grid-days">
          <h2 id={daysId} className="site-eyebrow">
            Days
          </h2>
          <ul>
            {data.days.map((day) => (
              <li key={day}>
                <Link href={`${gridPath}?day=${day}`} aria-current={day === data.day ? 'page' : undefined}>
                  {formatCalendarDay(day)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.problem !== null ? (
        <ErrorMessage message={data.problem} headingLevel={2} />
      ) : (
        <LiveStatusScope ids={ids} loaded={data.statuses}>
          <TimeGrid
            events={events}
            day={data.day}
            label={`${mine ? 'My favorites' : 'Schedule'} of ${dayText}`}
            now={now}
            renderStatus={renderStatus}
            onNavigate={navigate}
            empty={
              <EmptyResults>
                {mine ? 'None of your favorites is on this day.' : 'Nothing is scheduled on this day.'}{' '}
                <Link href={yearPath(linkYear, '/search/event')}>Browse the schedule</Link>
              </EmptyResults>
            }
          />
        </LiveStatusScope>
      )}
    </Container>
  );
}

export { GridScreen as Component };
