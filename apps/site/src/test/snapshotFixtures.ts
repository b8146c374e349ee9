import type { ScheduleSnapshot, SnapshotContributor, SnapshotEvent, SnapshotVenue } from '@conf/api-client';

/** Records of a schedule snapshot for tests, every field given (the contract's nulls by default). */

export function snapshotEvent(
  fields: Partial<SnapshotEvent> & Pick<SnapshotEvent, 'id' | 'name'>,
): SnapshotEvent {
  return {
    description: null,
    long_description: null,
    start_time: null,
    end_time: null,
    date: null,
    venue_id: null,
    contributor_ids: [],
    event_type: null,
    format: null,
    track: null,
    presented_by: null,
    experience_level: null,
    focus_area: null,
    genre: null,
    subgenre: null,
    credentials: [],
    tags: [],
    accessibility: [],
    thumbnail_url: null,
    image: null,
    sponsor: null,
    sponsor_image: null,
    featured: false,
    canceled: false,
    ...fields,
  };
}

export function snapshotContributor(
  fields: Partial<SnapshotContributor> & Pick<SnapshotContributor, 'id' | 'name'>,
): SnapshotContributor {
  return {
    type: 'person',
    title: null,
    company: null,
    city: null,
    state: null,
    country: null,
    genre: null,
    subgenre: null,
    thumbnail_url: null,
    image_url: null,
    bio: null,
    links: [],
    seeking: null,
    featured: false,
    ...fields,
  };
}

export function snapshotVenue(
  fields: Partial<SnapshotVenue> & Pick<SnapshotVenue, 'id' | 'name'>,
): SnapshotVenue {
  return {
    parent_id: null,
    address: null,
    latitude: null,
    longitude: null,
    thumbnail_url: null,
    links: [],
    ...fields,
  };
}

/**
 * A small programme: a hotel with a salon, a keynote in the salon with two speakers, a workshop in the
 * hotel with one of them, a canceled talk of hers, an undated meetup without venue, and a film.
 */
export function demoSnapshot(): ScheduleSnapshot {
  return {
    year: 2026,
    time_zone: 'America/Chicago',
    venues: [
      snapshotVenue({
        id: 'V1',
        name: 'Hilton Austin',
        address: '500 E 4th St, Austin, TX 78701',
        latitude: 30.26,
        longitude: -97.74,
      }),
      snapshotVenue({ id: 'V2', name: 'Salon D', parent_id: 'V1' }),
    ],
    contributors: [
      snapshotContributor({
        id: 'C1',
        name: 'Ada Lovelace',
        title: 'Chief Analyst',
        company: 'Engines Ltd',
        image_url: 'https://img.example/ada.jpg',
        thumbnail_url: 'https://img.example/ada-small.jpg',
        bio: 'Wrote the first program.',
        links: [{ type: 'website', url: 'https://ada.example' }],
      }),
      snapshotContributor({
        id: 'C2',
        name: 'the Midnight Band',
        type: 'artist',
        seeking: ['Booking agent'],
      }),
    ],
    organizations: [
      { id: 'F1', type: 'film', name: 'Engines, the Film', thumbnail_url: null, featured: false },
    ],
    events: [
      snapshotEvent({
        id: 'E2',
        name: 'Workshop: Engines',
        start_time: '2026-03-12T14:00:00-05:00',
        end_time: '2026-03-12T15:00:00-05:00',
        date: '2026-03-12',
        venue_id: 'V1',
        contributor_ids: ['C1'],
        credentials: [{ name: 'EDU Badge', type: 'edu' }],
      }),
      snapshotEvent({
        id: 'E1',
        name: 'Keynote',
        start_time: '2026-03-12T09:30:00-05:00',
        end_time: '2026-03-12T10:30:00-05:00',
        date: '2026-03-12',
        venue_id: 'V2',
        contributor_ids: ['C2', 'C1'],
        event_type: 'session',
        credentials: [
          { name: 'Music Badge', type: 'music' },
          { name: 'Platinum Badge', type: 'platinum' },
        ],
        image: { url: 'https://img.example/keynote.jpg', credit: 'A. Photographer' },
        sponsor: 'Acme',
        sponsor_image: 'https://img.example/acme.png',
      }),
      snapshotEvent({
        id: 'E3',
        name: 'Canceled talk',
        start_time: '2026-03-11T09:00:00-05:00',
        venue_id: 'V2',
        contributor_ids: ['C1'],
        canceled: true,
      }),
      snapshotEvent({ id: 'E4', name: '3D printing meetup' }),
    ],
  };
}
