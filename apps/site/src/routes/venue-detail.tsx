import type { Venue } from '@conf/api-client';
import { Container, FactList, Link } from '@conf/ui';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { placeholderImage } from '../components/placeholderImage.ts';
import { RecordHeader } from '../components/RecordHeader.tsx';
import { RecordLinksAside } from '../components/RecordLinks.tsx';
import { DetailActionsIsland } from '../favorites/DetailActionsIsland.ts';
import { usePageMeta } from '../layout/usePageTitle.ts';
import { recordHref } from '../links.ts';
import { deviceOriginOf } from '../offline/deviceData.ts';
import type { SnapshotRecords } from '../offline/snapshotRecords.ts';
import { type RecordLoaderDeps, recordLoader } from '../recordLoader.ts';
import { useRouteYear } from '../routeYear.ts';
import { useProgramme } from '../site.tsx';
import { type VenueEvent, venueEventFromHit, venueEventFromRecord } from './venue-schedule.ts';
import { VenueScheduleSection } from './venue-schedule-section.tsx';
import { searchAllPages, venueEventsFilter } from './venue-search.ts';

/** "Ballroom A, 500 E Cesar Chavez St: 12 events at EDU Summit 2026." for link previews. */
export function venueDescription(venue: Venue, eventCount: number | null, programmeName: string): string {
  const place = [venue.name, venue.location.address].filter(Boolean).join(', ');
  if (eventCount === null) return `${place}: a venue of ${programmeName}.`;
  return `${place}: ${eventCount === 1 ? '1 event' : `${eventCount} events`} at ${programmeName}.`;
}

export interface VenuePageData {
  venue: Venue;
  /** The venue's events (its rooms' too); `null` when the search failed (the failure is logged). */
  events: VenueEvent[] | null;
}

/**
 * Loads `/venues/:id` and `/:year/venues/:id`: the venue (GET /api/web/{year}/venues/{id}), then
 * every event in it from the search's hidden `venue_id` filter, which also matches the events of
 * the rooms inside a building. Events are listed whole (every page of the search). Without a network,
 * the venue and its events come from the schedule kept on the device.
 */
export function venueLoader(deps: RecordLoaderDeps) {
  const loadVenue = recordLoader<Venue>(
    deps,
    'venue id',
    (api, path, signal) => api.GET('/api/web/{year}/venues/{id}', { params: { path }, signal }),
    (records, { id }) => records.venue(id),
  );
  return async (args: LoaderFunctionArgs): Promise<VenuePageData> => {
    const venue = await loadVenue(args);
    if (deps.offline && deviceOriginOf(venue)) {
      // Answered from the device: so are its events (the same copy, already indexed).
      const events = (records: SnapshotRecords) => records.venueEvents(venue.id).map(venueEventFromRecord);
      return { venue, events: await deps.offline(venue.year, null, events) };
    }
    const year = args.params.year === undefined ? undefined : venue.year;
    const hits = await searchAllPages(
      deps.api,
      year,
      { models: ['event'], filters: [venueEventsFilter(venue.id)], grouping: 'date' },
      args.request.signal,
    );
    const events = hits?.filter((hit) => hit.type === 'event').map(venueEventFromHit) ?? null;
    return { venue, events };
  };
}

/**
 * A venue: name, the venue it is part of, address, then its schedule by day with live statuses
 * (staff set them here), and its links. A room's rows need not name the room; a building's do.
 */
export function VenueDetailScreen() {
  const { venue, events } = useLoaderData() as VenuePageData;
  const { linkYear } = useRouteYear();
  const programme = useProgramme();
  usePageMeta({
    title: venue.name,
    description: venueDescription(venue, events?.length ?? null, programme.name),
    image: venue.thumbnail_url,
  });
  const hasRooms = events?.some((event) => event.venue !== null && event.venue.id !== venue.id) ?? false;
  return (
    <Container className="site-detail">
      <article className="site-detail-article" aria-labelledby="venue-name">
        <RecordHeader
          titleId="venue-name"
          kind="Venue"
          name={venue.name}
          image={
            venue.thumbnail_url
              ? { url: venue.thumbnail_url, alt: venue.name, fallback: placeholderImage('venue', venue.id) }
              : null
          }
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
          <DetailActionsIsland type="venue" id={venue.id} name={venue.name} interested />
        </RecordHeader>
        <div className="site-detail-body">
          <div className="site-detail-main">
            {events ? (
              <VenueScheduleSection
                venueName={venue.name}
                events={events}
                linkYear={linkYear}
                showRoom={hasRooms}
              />
            ) : (
              <p>The schedule of this venue could not be loaded. Please try again later.</p>
            )}
          </div>
          <RecordLinksAside name={venue.name} links={venue.links} />
        </div>
      </article>
    </Container>
  );
}

export { VenueDetailScreen as Component };
