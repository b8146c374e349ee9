import { formatEventDate, formatEventTimeRange } from '@conf/core';
import { Container, EmptyResults, Link, StatusBadge, useTimeZone } from '@conf/ui';
import { useMemo } from 'react';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { loginRedirect } from '../auth/authLocation.ts';
import type { DashboardDay, DashboardEvent } from '../features/dashboard/dashboardDay.ts';
import { type DashboardData, loadDashboard } from '../features/dashboard/loadDashboard.ts';
import { useFeatures } from '../features/siteFeatures.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { recordHref } from '../links.ts';
import type { LiveStatus } from '../live/statusStore.ts';
import { useLiveStatuses } from '../live/useLiveStatuses.ts';
import type { SiteDeps } from '../site.tsx';
import { routeYear } from '../year.ts';
import { routeProgramme } from '../yearProgramme.ts';

/**
 * Loader of `/dashboard` (the `dashboard` feature; router.tsx shows the 404 screen when it is off):
 * visitors go to the sign-in page and come back here; signed-in users get their favorited events
 * of the day in the landing programme's zone (features/dashboard/dashboardDay.ts decides which day) with their live statuses.
 * Favorites are the landing year's, so another year's address redirects to `/dashboard`.
 */
export function dashboardLoader(
  { api, user, config }: Pick<SiteDeps, 'api' | 'user' | 'config'>,
  now: () => Date = () => new Date(),
) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<DashboardData> => {
    const url = new URL(request.url);
    if (!user) throw redirect(loginRedirect(url.pathname, url.search));
    // Favorites belong to the landing year: another year's address (`/2019/dashboard`) goes to the
    // landing year's dashboard, whose "today" and times are its programme's zone.
    const year = params.year === undefined ? undefined : routeYear(params.year, config.landingYear);
    if (year !== undefined && year !== config.landingYear) throw redirect(`/dashboard${url.search}`);
    const programme = await routeProgramme({ api, config }, year, request.signal);
    return loadDashboard(api, now(), request.signal, programme.timeZone);
  };
}

function dayLead(day: Exclude<DashboardDay, { kind: 'empty' }>, timeZone: string): string {
  const date = formatEventDate(day.date, timeZone);
  switch (day.kind) {
    case 'today':
      return `What is next on your schedule today, ${date}.`;
    case 'next':
      return `Nothing more on your schedule today. Your next day with favorites is ${date}.`;
    default:
      return `No day with favorites is ahead. Your most recent one was ${date}, shown here.`;
  }
}

/** The event's live status as venue staff set it (the venue pages' badge), or Canceled. */
function EventStatusNote({ event, live }: { event: DashboardEvent; live: LiveStatus | undefined }) {
  if (event.canceled) return <p className="site-dashboard-status">Canceled</p>;
  if (!live) return null;
  return (
    <p className="site-dashboard-status">
      <StatusBadge status={live.status} message={live.message} />
    </p>
  );
}

function DashboardItem({ event, live }: { event: DashboardEvent; live: LiveStatus | undefined }) {
  const { venues } = useFeatures();
  const timeZone = useTimeZone();
  const time = formatEventTimeRange(event.startTime, event.endTime, timeZone);
  return (
    <li className="site-dashboard-item">
      <h2 className="site-dashboard-name">
        <Link href={recordHref({ type: 'event', id: event.id })}>{event.name}</Link>
      </h2>
      <p className="site-muted">
        {time === '' ? 'Time to be announced' : time}
        {event.venue ? (
          <>
            {' · '}
            {venues ? (
              <Link href={recordHref({ type: 'venue', id: event.venue.id })}>{event.venue.name}</Link>
            ) : (
              event.venue.name
            )}
          </>
        ) : null}
      </p>
      <EventStatusNote event={event} live={live} />
    </li>
  );
}

/** The favorites of the day with their live statuses (loaded, then followed on the status stream). */
function DayList({ day }: { day: Exclude<DashboardDay, { kind: 'empty' }> }) {
  const timeZone = useTimeZone();
  const statuses = useLiveStatuses(useMemo(() => day.events.map((event) => event.id), [day]));
  return (
    <ol className="site-dashboard-list" aria-label={`Favorites of ${formatEventDate(day.date, timeZone)}`}>
      {day.events.map((event) => (
        <DashboardItem key={event.id} event={event} live={statuses.get(event.id)} />
      ))}
    </ol>
  );
}

/**
 * `/dashboard`: the signed-in user's "today" page (see {@link dashboardLoader}). Live statuses
 * come from the page's shared status store: POST /statuses for the events listed, then the
 * status stream, so a change by venue staff shows without a reload.
 */
export function DashboardScreen() {
  const { day, failed } = useLoaderData() as DashboardData;
  const timeZone = useTimeZone();
  usePageTitle('Dashboard');
  return (
    <Container size="narrow" className="site-dashboard">
      <h1>Dashboard</h1>
      {failed !== null ? (
        <EmptyResults>
          Your favorites could not be loaded right now. Please try again in a moment.
        </EmptyResults>
      ) : day.kind === 'empty' ? (
        <EmptyResults>
          You have not favorited any events yet. <Link href="/search/event">Browse the schedule</Link> and
          favorite what you want to see.
        </EmptyResults>
      ) : (
        <>
          <p className="site-lead">{dayLead(day, timeZone)}</p>
          <DayList day={day} />
        </>
      )}
      <p>
        <Link href="/favorites/event">All your favorites</Link>
      </p>
    </Container>
  );
}

export { DashboardScreen as Component };
