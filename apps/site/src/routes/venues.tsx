import { Container, Link } from '@conf/ui';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { recordHref } from '../links.ts';
import { useRouteYear } from '../routeYear.ts';
import type { SiteDeps } from '../site.tsx';
import { groupVenues, listedVenueFromHit, type VenueWithRooms } from './venue-list.ts';
import { searchAllPages } from './venue-search.ts';

export interface VenueListData {
  /** Top-level venues with their rooms; `null` when the search failed (the failure is logged). */
  venues: VenueWithRooms[] | null;
}

/**
 * Loads `/venues` and `/:year/venues`: every venue of the year from the search (model `venue`,
 * all pages), grouped as buildings with their rooms.
 */
export function venueListLoader(deps: Pick<SiteDeps, 'api' | 'config'>) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<VenueListData> => {
    const year = params.year === undefined ? undefined : Number.parseInt(params.year, 10);
    const hits = await searchAllPages(deps.api, year, { models: ['venue'] }, request.signal);
    if (hits === null) return { venues: null };
    return { venues: groupVenues(hits.filter((hit) => hit.type === 'venue').map(listedVenueFromHit)) };
  };
}

/** The venue list: each venue (by name) with its address and the rooms inside it, all linking to their pages. */
export function VenueListScreen() {
  const { venues } = useLoaderData() as VenueListData;
  const { linkYear } = useRouteYear();
  usePageTitle('Venues');
  const href = (id: string) => recordHref({ type: 'venue', id }, linkYear);
  return (
    <Container className="site-venues">
      <h1>Venues</h1>
      {venues === null ? (
        <p>The venues could not be loaded. Please try again later.</p>
      ) : venues.length === 0 ? (
        <p>Stay tuned, more venues should be added soon!</p>
      ) : (
        <ul className="site-venue-list">
          {venues.map(({ venue, rooms }) => (
            <li key={venue.id} className="site-venue-card">
              <h2>
                <Link href={href(venue.id)}>{venue.name}</Link>
              </h2>
              {venue.address ? <p className="site-venue-address">{venue.address}</p> : null}
              {rooms.length > 0 ? (
                <ul className="site-venue-rooms" aria-label={`Rooms at ${venue.name}`}>
                  {rooms.map((room) => (
                    <li key={room.id}>
                      <Link href={href(room.id)}>{room.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

export { VenueListScreen as Component };
