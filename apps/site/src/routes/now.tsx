import type { EventHit } from '@conf/api-client';
import {
  formatEventTime,
  formatMinutes,
  NEXT_WINDOW_MINUTES,
  type NowNextVenue,
  nowAndNextByVenue,
  nowNextDays,
  timeZoneLabel,
  yearPath,
} from '@conf/core';
import { Container, EmptyResults, ErrorMessage, Link, ResultTile, useTimeZone } from '@conf/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { renderTileActions } from '../components/TileActions.tsx';
import { featureHitHref } from '../features/hitLinks.ts';
import { useFeatures } from '../features/siteFeatures.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { recordHref } from '../links.ts';
import { renderHitStatus } from '../live/LiveStatusBadge.tsx';
import { LiveStatusScope } from '../live/LiveStatusScope.tsx';
import { eventIdsOf } from '../live/loaderStatuses.ts';
import { loadNowNext, type NowNextData } from '../now/loadNowNext.ts';
import { programmeDates } from '../programme.ts';
import { useRouteYear } from '../routeYear.ts';
import { type SiteDeps, useProgramme } from '../site.tsx';
import { routeYear } from '../year.ts';
import { routeProgramme } from '../yearProgramme.ts';

const MINUTE_MS = 60_000;
/** How often the page's clock moves on (events start and end on the minute). */
const TICK_MS = 30_000;

/**
 * Loader of `/now` and `/:year/now`: the events on now or starting within the hour, in the address's
 * programme's zone (now/loadNowNext.ts). "Now" is the server's on the first page, the browser's after.
 */
export function nowNextLoader(
  { api, config, serverRender }: Pick<SiteDeps, 'api' | 'config' | 'serverRender'>,
  now: () => Date = () => new Date(),
) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<NowNextData> => {
    const year = params.year === undefined ? undefined : routeYear(params.year, config.landingYear);
    const programme = await routeProgramme({ api, config }, year, request.signal);
    return loadNowNext(
      { api, ...(serverRender ? { serverRender } : {}) },
      year,
      now(),
      programme.timeZone,
      request.signal,
    );
  };
}

/**
 * The page's clock: the loader's moment first (so the browser hydrates what the server rendered),
 * then the browser's, moved on every half minute. When it leaves what the data covers (an hour
 * from the data's moment, or a day it was not asked for), the loader runs again, once per answer.
 */
function usePageClock(data: NowNextData): Date {
  const [now, setNow] = useState(() => new Date(data.now));
  const { state, revalidate } = useRevalidator();
  const asked = useRef<NowNextData | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const stale =
    Math.abs(now.getTime() - Date.parse(data.now)) >= NEXT_WINDOW_MINUTES * MINUTE_MS ||
    nowNextDays(now, data.timeZone).some((day) => !data.days.includes(day));
  useEffect(() => {
    if (!stale || state !== 'idle' || asked.current === data) return;
    asked.current = data;
    void revalidate();
  }, [stale, state, data, revalidate]);
  return now;
}

/** "On now · until 10:30AM", "Next · 10:45AM, in 45 min". */
function whenText(hit: EventHit, phase: 'now' | 'next', now: Date, timeZone: string): string {
  const { start_time: start, end_time: end } = hit._source;
  if (phase === 'now') {
    return end
      ? `On now · until ${formatEventTime(end, timeZone)}`
      : `On now · since ${formatEventTime(start, timeZone)}`;
  }
  const minutes = Math.ceil((Date.parse(start ?? '') - now.getTime()) / MINUTE_MS);
  return `Next · ${formatEventTime(start, timeZone)}, in ${formatMinutes(minutes)}`;
}

interface Placed {
  hit: EventHit;
  start_time: string | null;
  end_time: string | null;
  venue: { id: string; name: string } | null;
}

function VenueSection({ entry, now }: { entry: NowNextVenue<Placed>; now: Date }) {
  const timeZone = useTimeZone();
  const { linkYear } = useRouteYear();
  const features = useFeatures();
  const navigate = useNavigate();
  const hrefFor = useMemo(() => featureHitHref(features, linkYear), [features, linkYear]);
  const headingId = useId();
  const name = entry.venue?.name ?? 'Venue to be announced';
  const rows = [
    ...entry.now.map((placed) => ({ placed, phase: 'now' as const })),
    ...entry.next.map((placed) => ({ placed, phase: 'next' as const })),
  ];
  return (
    <section aria-labelledby={headingId} className="site-now-venue">
      <h2 id={headingId}>
        {entry.venue && features.venues ? (
          <Link href={recordHref({ type: 'venue', id: entry.venue.id }, linkYear)}>{name}</Link>
        ) : (
          name
        )}
      </h2>
      <ul className="site-now-list">
        {rows.map(({ placed, phase }) => (
          <li key={placed.hit._id} className="site-now-item" data-phase={phase}>
            <p className="site-now-when">{whenText(placed.hit, phase, now, timeZone)}</p>
            <ResultTile
              hit={placed.hit}
              {...(linkYear === undefined ? {} : { year: linkYear })}
              hrefFor={hrefFor}
              onNavigate={navigate}
              renderStatus={renderHitStatus}
              renderActions={renderTileActions}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/now`: what is on now and what starts within the hour, by venue (issue 16 item 3), each event a
 * result tile with its live status (kept current by the status stream), Favorite and Share. The
 * page's clock moves on by itself, so a phone left on the page stays right.
 */
export function NowNextScreen() {
  const data = useLoaderData() as NowNextData;
  const timeZone = useTimeZone();
  const programme = useProgramme();
  const { linkYear } = useRouteYear();
  const now = usePageClock(data);
  usePageTitle('Now and next');
  const venues = useMemo(
    () =>
      nowAndNextByVenue(
        data.hits.map(
          (hit): Placed => ({
            hit,
            start_time: hit._source.start_time,
            end_time: hit._source.end_time,
            venue: hit._source.venue,
          }),
        ),
        now,
      ),
    [data.hits, now],
  );
  const ids = useMemo(() => eventIdsOf(data.hits), [data.hits]);
  const days = programmeDates(programme);
  return (
    <Container className="site-now">
      <h1>Now and next</h1>
      <p className="site-lead">
        What is on at {formatEventTime(now, timeZone)} {timeZoneLabel(timeZone, now)} and what starts within
        the hour, by venue. <Link href={yearPath(linkYear, '/grid')}>The day as a time grid</Link>
      </p>
      {data.problem !== null ? (
        <ErrorMessage message={data.problem} headingLevel={2} />
      ) : venues.length === 0 ? (
        <EmptyResults>
          Nothing is on now or in the next hour.
          {days ? ` ${programme.name} runs ${days}.` : ''}{' '}
          <Link href={yearPath(linkYear, '/search/event')}>See the full schedule</Link>
        </EmptyResults>
      ) : (
        <LiveStatusScope ids={ids} loaded={data.statuses}>
          {venues.map((entry) => (
            <VenueSection key={entry.venue?.id ?? ''} entry={entry} now={now} />
          ))}
        </LiveStatusScope>
      )}
    </Container>
  );
}

export { NowNextScreen as Component };
