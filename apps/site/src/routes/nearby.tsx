import { formatDistance, formatEventTime, formatEventTimeRange, timeZoneLabel } from '@conf/core';
import { Button, Container, EmptyResults, ErrorMessage, Link, useTimeZone } from '@conf/ui';
import { useId } from 'react';
import { Form, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { loadNearby, type NearbyData } from '../features/nearby/loadNearby.ts';
import {
  NEARBY_PARAMS,
  RADIUS_CHOICES,
  readNearbyQuery,
  WINDOW_CHOICES,
  windowLabel,
} from '../features/nearby/nearby.ts';
import { useFeatures } from '../features/siteFeatures.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { recordHref } from '../links.ts';
import { useRouteYear } from '../routeYear.ts';
import type { SiteDeps } from '../site.tsx';
import { routeYear } from '../year.ts';
import { routeProgramme } from '../yearProgramme.ts';

/**
 * Loader of `/nearby` (the `nearby` feature; router.tsx shows the 404 screen when it is off): the
 * venues to choose from and, for `?venue=`, the events starting soon near it (`within` minutes,
 * `radius` metres; features/nearby/nearby.ts has the defaults and why).
 */
export function nearbyLoader(
  { api, config }: Pick<SiteDeps, 'api' | 'config'>,
  now: () => Date = () => new Date(),
) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<NearbyData> => {
    const year = params.year === undefined ? undefined : routeYear(params.year, config.landingYear);
    const query = readNearbyQuery(new URL(request.url).searchParams);
    // The days of the window are the address's year's days, in its programme's zone.
    const programme = await routeProgramme({ api, config }, year, request.signal);
    return loadNearby(
      api,
      year,
      year ?? config.landingYear,
      query,
      now(),
      request.signal,
      programme.timeZone,
    );
  };
}

function NearbyForm({ data }: { data: NearbyData }) {
  const ids = { venue: useId(), within: useId(), radius: useId() };
  const { query, places } = data;
  return (
    <Form method="get" className="site-nearby-form" aria-label="Find events nearby">
      <p>
        <label htmlFor={ids.venue}>You are at</label>
        <select id={ids.venue} name={NEARBY_PARAMS.venue} defaultValue={query.venueId ?? ''} required>
          <option value="" disabled>
            Choose a venue
          </option>
          {places.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={ids.within}>Starting within</label>
        <select id={ids.within} name={NEARBY_PARAMS.within} defaultValue={String(query.windowMinutes)}>
          {WINDOW_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {windowLabel(minutes)}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={ids.radius}>Distance</label>
        <select id={ids.radius} name={NEARBY_PARAMS.radius} defaultValue={String(query.radiusMeters)}>
          {RADIUS_CHOICES.map((meters) => (
            <option key={meters} value={meters}>
              {`Within ${formatDistance(meters)}`}
            </option>
          ))}
        </select>
      </p>
      <Button type="submit" variant="primary">
        Show events nearby
      </Button>
    </Form>
  );
}

function NearbyResults({ data }: { data: NearbyData }) {
  const headingId = useId();
  const { venues } = useFeatures();
  const { linkYear } = useRouteYear();
  const timeZone = useTimeZone();
  const { origin, events, query, near } = data;
  if (!origin || events === null) return null;
  const heading = `Starting in the next ${windowLabel(query.windowMinutes)} within ${formatDistance(query.radiusMeters)} of ${origin.name}`;
  return (
    <section aria-labelledby={headingId} className="site-nearby-results">
      <h2 id={headingId}>{heading}</h2>
      <p className="site-muted">
        From {formatEventTime(data.now, timeZone)} {timeZoneLabel(timeZone, data.now)}, at{' '}
        {near.length === 1 ? '1 venue' : `${near.length} venues`}.
      </p>
      {events.length === 0 ? (
        <EmptyResults>
          Nothing starts that soon around here. Try a longer time or a greater distance.
        </EmptyResults>
      ) : (
        <ol className="site-nearby-list">
          {events.map((event) => (
            <li key={event.id} className="site-nearby-item">
              <h3 className="site-nearby-name">
                <Link href={recordHref({ type: 'event', id: event.id }, linkYear)}>{event.name}</Link>
              </h3>
              <p className="site-muted">
                {formatEventTimeRange(event.startTime, event.endTime, timeZone)}
                {' · '}
                {venues ? (
                  <Link href={recordHref({ type: 'venue', id: event.building.id }, linkYear)}>
                    {event.building.name}
                  </Link>
                ) : (
                  event.building.name
                )}
                {event.venueName && event.venueName !== event.building.name ? `, ${event.venueName}` : ''}
                {' · '}
                {event.meters === 0 ? 'here' : `${formatDistance(event.meters)} away`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** `/nearby`: events starting soon at venues near the one the visitor is at. */
export function NearbyScreen() {
  const data = useLoaderData() as NearbyData;
  usePageTitle(data.origin ? `Nearby: ${data.origin.name}` : 'Nearby');
  return (
    <Container size="narrow" className="site-nearby">
      <h1>Nearby</h1>
      <p className="site-lead">Pick the venue you are at to see what starts soon close by.</p>
      {data.places.length > 0 ? <NearbyForm data={data} /> : null}
      {data.problem !== null ? <ErrorMessage message={data.problem} headingLevel={2} /> : null}
      <NearbyResults data={data} />
    </Container>
  );
}

export { NearbyScreen as Component };
