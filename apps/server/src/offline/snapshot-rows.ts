import type { Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { EntityRow, EventEntitiesTable, EventRow, VenueRow } from '../db/schema.ts';
import { withDisplayImages } from '../images/remote-address.ts';

/**
 * Reads what the schedule snapshot (schedule-snapshot.ts) is made of: the year's events,
 * contributors (artists and people), organizations (films, brands, exhibitors, music presenters:
 * their names) and venues, only the columns the snapshot carries, each table in
 * id order so that the same catalogue always gives the same bytes (and ETag) on every instance.
 * Images are the addresses browsers load (outside images through the image proxy).
 */

const VENUE_COLUMNS = [
  'id',
  'name',
  'parent_id',
  'address',
  'city',
  'state',
  'postal_code',
  'country',
  'latitude',
  'longitude',
  'thumbnail_url',
  'links',
] as const;

const CONTRIBUTOR_COLUMNS = [
  'id',
  'type',
  'name',
  'title',
  'company',
  'city',
  'state',
  'country',
  'genre',
  'subgenre',
  'thumbnail_url',
  'image_url',
  'bio',
  'links',
  'artist_connection',
  'featured',
  'publish_at',
] as const;

/** Films, brands, exhibitors and music presenters: named only, for the type-ahead on the device. */
const ORGANIZATION_COLUMNS = ['id', 'type', 'name', 'thumbnail_url', 'featured', 'publish_at'] as const;
export const ORGANIZATION_TYPES = ['film', 'brand', 'exhibitor', 'music_fest_presenter'] as const;

const EVENT_COLUMNS = [
  'id',
  'name',
  'description',
  'long_description',
  'start_time',
  'end_time',
  'date',
  'venue_id',
  'event_type',
  'format',
  'track',
  'presented_by',
  'experience_level',
  'focus_area',
  'genre',
  'subgenre',
  'credentials',
  'tags',
  'accessibility',
  'thumbnail_url',
  'image_url',
  'image_credit',
  'sponsor',
  'sponsor_image',
  'featured',
  'canceled',
  'publish_at',
] as const;

export type SnapshotVenueRow = Pick<VenueRow, (typeof VENUE_COLUMNS)[number]>;
export type SnapshotContributorRow = Pick<EntityRow, (typeof CONTRIBUTOR_COLUMNS)[number]>;
export type SnapshotOrganizationRow = Pick<EntityRow, (typeof ORGANIZATION_COLUMNS)[number]>;
export type SnapshotEventRow = Pick<EventRow, (typeof EVENT_COLUMNS)[number]>;
/** An entity taking part in an event as a contributor, in line-up order. */
export type SnapshotContributionRow = Pick<Selectable<EventEntitiesTable>, 'event_id' | 'entity_id'>;

export interface SnapshotRows {
  year: number;
  venues: SnapshotVenueRow[];
  contributors: SnapshotContributorRow[];
  organizations: SnapshotOrganizationRow[];
  events: SnapshotEventRow[];
  contributions: SnapshotContributionRow[];
}

/** The year's rows for its snapshot (every publish time: the mapping decides what is published). */
export async function loadSnapshotRows(db: Database, year: number): Promise<SnapshotRows> {
  const k = db.kysely;
  const venues = await k
    .selectFrom('venues')
    .select(VENUE_COLUMNS)
    .where('year', '=', year)
    .orderBy('id')
    .execute();
  const contributors = await k
    .selectFrom('entities')
    .select(CONTRIBUTOR_COLUMNS)
    .where('year', '=', year)
    .where('type', 'in', ['artist', 'person'])
    .orderBy('id')
    .execute();
  const organizations = await k
    .selectFrom('entities')
    .select(ORGANIZATION_COLUMNS)
    .where('year', '=', year)
    .where('type', 'in', [...ORGANIZATION_TYPES])
    .orderBy('id')
    .execute();
  const events = await k
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('year', '=', year)
    .orderBy('id')
    .execute();
  const contributions = await k
    .selectFrom('event_entities')
    .select(['event_id', 'entity_id'])
    .where('year', '=', year)
    .where('role', '=', 'contributor')
    .orderBy('event_id')
    .orderBy('position')
    .execute();
  return {
    year,
    venues: venues.map(withDisplayImages),
    contributors: contributors.map(withDisplayImages),
    organizations: organizations.map(withDisplayImages),
    events: events.map(withDisplayImages),
    contributions,
  };
}
