import type { ContributorEvent, SearchHit, Venue } from '@conf/api-client';
import { Container, EventsFeaturing, FactList, Link } from '@conf/ui';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { RecordHeader } from '../components/RecordHeader.tsx';
import { RecordLinksAside } from '../components/RecordLinks.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { recordHref } from '../links.ts';
import { recordLoader } from '../recordLoader.ts';
import { useRouteYear } from '../routeYear.ts';
import { runSearch } from '../search/runSearch.ts';
import { searchHref } from '../search/searchQuery.ts';
import type { SiteDeps } from '../site.tsx';
import './detail.css';

/** The events of a venue, as far as the search tells them. */
export interface VenueEvents {
  events: ContributorEvent[];
  /** The building the search filtered on (the venue itself, or the venue it is part of). */
  building: { id: string; name: string };
  /** Events in the building, across every page of the search. */
  buildingTotal: number;
}

export interface VenuePageData {
  venue: Venue;
  /** `null` when the search could not tell (it failed; the failure is logged). */
  events: VenueEvents | null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A search hit of an event as the short event list shows it. */
function hitEvent(hit: SearchHit): ContributorEvent {
  const source = hit._source;
  const venue = source.venue as { id?: unknown; name?: unknown } | null | undefined;
  const venueId = str(venue?.id);
  const venueName = str(venue?.name);
  return {
    event_id: hit._id,
    name: str(source.name) ?? hit._id,
    start_time: str(source.start_time),
    end_time: str(source.end_time),
    date: str(source.date),
    event_type: str(source.event_type),
    venue: venueId !== null && venueName !== null ? { id: venueId, name: venueName } : null,
  };
}

/** The `venue` filter of the search: it is keyed by the building (the top venue of a room). */
function venueFilter(buildingId: string) {
  return { field: 'venue', value: buildingId, models: ['event' as const] };
}

/**
 * Loads `/venues/:id`: the venue (GET /api/web/{year}/venues/{id}), then its events from the search
 * (events filtered by venue, by date). The search's venue filter is keyed by building, so for a
 * room inside a building the building's events are searched and those in the room kept.
 */
export function venueLoader(deps: Pick<SiteDeps, 'api' | 'config'>) {
  const loadVenue = recordLoader<Venue>(deps, 'venue id', (api, path, signal) =>
    api.GET('/api/web/{year}/venues/{id}', { params: { path }, signal }),
  );
  return async (args: LoaderFunctionArgs): Promise<VenuePageData> => {
    const venue = await loadVenue(args);
    const building = venue.parent_venue ?? { id: venue.id, name: venue.name };
    const year = args.params.year === undefined ? undefined : venue.year;
    const outcome = await runSearch(
      deps.api,
      year,
      { models: ['event'], filters: [venueFilter(building.id)], grouping: 'date' },
      args.request.signal,
    );
    if (outcome.status !== 'done') return { venue, events: null };
    const hits = outcome.result.hits.filter((hit) => hit.type === 'event');
    // A room's events are all in the room: their venue goes without saying. A building's say which room.
    const events = venue.parent_venue
      ? hits
          .filter((hit) => (hit._source.venue as { id?: unknown } | null)?.id === venue.id)
          .map((hit) => ({ ...hitEvent(hit), venue: null }))
      : hits.map(hitEvent);
    return { venue, events: { events, building, buildingTotal: outcome.result.total } };
  };
}

function VenueEventsSection({
  venue,
  events,
  linkYear,
}: {
  venue: Venue;
  events: VenueEvents;
  linkYear: number | undefined;
}) {
  const scheduleHref = searchHref(linkYear === undefined ? '/search/event' : `/${linkYear}/search/event`, {
    term: '',
    filters: [venueFilter(events.building.id)],
    hash: '',
    grouping: null,
    page: 1,
  });
  const showsAll = venue.parent_venue === null && events.events.length >= events.buildingTotal;
  return (
    <>
      <EventsFeaturing
        name={venue.name}
        title={`Events at ${venue.name}`}
        events={events.events}
        {...(linkYear === undefined ? {} : { year: linkYear })}
      />
      {showsAll || events.buildingTotal === 0 ? null : (
        <p>
          <Link href={scheduleHref}>
            All {events.buildingTotal} events at {events.building.name}
          </Link>
        </p>
      )}
    </>
  );
}

/** A venue: name, the venue it is part of, address, its events and links. */
export function VenueDetailScreen() {
  const { venue, events } = useLoaderData() as VenuePageData;
  const { linkYear } = useRouteYear();
  usePageTitle(venue.name);
  return (
    <Container className="site-detail">
      <article className="site-detail-article" aria-labelledby="venue-name">
        <RecordHeader
          titleId="venue-name"
          kind="Venue"
          name={venue.name}
          image={venue.thumbnail_url ? { url: venue.thumbnail_url, alt: venue.name } : null}
        >
          <FactList
            facts={[
              {
                label: 'Part of',
                value: venue.parent_venue ? (
                  <Link href={recordHref({ type: 'venue', id: venue.parent_venue.id }, linkYear)}>
                    {venue.parent_venue.name}
                  </Link>
                ) : null,
              },
              { label: 'Address', value: venue.location.address },
            ]}
          />
        </RecordHeader>
        <div className="site-detail-body">
          <div className="site-detail-main">
            {events ? <VenueEventsSection venue={venue} events={events} linkYear={linkYear} /> : null}
          </div>
          <RecordLinksAside name={venue.name} links={venue.links} />
        </div>
      </article>
    </Container>
  );
}

export { VenueDetailScreen as Component };
