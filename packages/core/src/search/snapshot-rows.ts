import type { ScheduleSnapshot } from '@conf/contract';
import type { CatalogRows, EntitySearchRow } from './documents.ts';

const at = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * The catalogue rows the server indexes, rebuilt from a schedule snapshot (`GET
 * /api/web/{year}/schedule-snapshot`), for the device to index the server's documents
 * ({@link catalogDocuments}). The snapshot holds published records only (no publish times); a venue's
 * address is already one line; films, brands, exhibitors and presenters have no description.
 */
export function snapshotCatalogRows(snapshot: ScheduleSnapshot): CatalogRows {
  const entity = {
    title: null,
    company: null,
    city: null,
    state: null,
    country: null,
    genre: null,
    subgenre: null,
    description: null,
    publish_at: null,
  } as const;
  return {
    year: snapshot.year,
    venues: snapshot.venues.map((venue) => ({
      id: venue.id,
      name: venue.name,
      parent_id: venue.parent_id,
      address: venue.address,
      city: null,
      state: null,
      postal_code: null,
      country: null,
      thumbnail_url: venue.thumbnail_url,
    })),
    entities: [
      ...snapshot.contributors.map(
        (person): EntitySearchRow => ({
          ...entity,
          id: person.id,
          type: person.type,
          name: person.name,
          title: person.title,
          company: person.company,
          city: person.city,
          state: person.state,
          country: person.country,
          genre: person.genre,
          subgenre: person.subgenre,
          thumbnail_url: person.thumbnail_url,
          featured: person.featured,
        }),
      ),
      ...snapshot.organizations.map(
        (organization): EntitySearchRow => ({
          ...entity,
          id: organization.id,
          type: organization.type,
          name: organization.name,
          thumbnail_url: organization.thumbnail_url,
          featured: organization.featured,
        }),
      ),
    ],
    events: snapshot.events.map((event) => ({
      ...event,
      start_time: at(event.start_time),
      end_time: at(event.end_time),
      publish_at: null,
    })),
    contributions: snapshot.events.flatMap((event) =>
      event.contributor_ids.map((entity_id) => ({ event_id: event.id, entity_id })),
    ),
  };
}
