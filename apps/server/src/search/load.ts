import type { CatalogRows as CoreCatalogRows } from '@conf/core';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AttendeeRow, EntityRow, EventEntitiesTable, EventRow, VenueRow } from '../db/schema.ts';
import { withDisplayImages } from '../images/remote-address.ts';

/**
 * Reads what the search index needs from the catalogue tables (the database stays the source of
 * truth): only the columns that are searched, filtered on or shown in result tiles. Images are the
 * addresses browsers load (outside images through the image proxy: images/remote-address.ts).
 */

/** The venue columns the index reads. */
const VENUE_COLUMNS = [
  'id',
  'name',
  'parent_id',
  'address',
  'city',
  'state',
  'postal_code',
  'country',
  'thumbnail_url',
] as const;

/** The entity columns the index reads (every entity type: contributors, films, organisations). */
const ENTITY_COLUMNS = [
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
  'description',
  'thumbnail_url',
  'featured',
  'publish_at',
] as const;

/** The event columns the index reads. */
const EVENT_COLUMNS = [
  'id',
  'name',
  'description',
  'start_time',
  'end_time',
  'date',
  'publish_at',
  'thumbnail_url',
  'presented_by',
  'format',
  'event_type',
  'track',
  'experience_level',
  'focus_area',
  'genre',
  'subgenre',
  'credentials',
  'tags',
  'accessibility',
  'venue_id',
  'featured',
  'canceled',
] as const;

/** The directory columns the attendee index reads: public fields only (never `directory_opt_out`). */
const ATTENDEE_COLUMNS = [
  'uid',
  'name',
  'pronoun',
  'title',
  'company',
  'company_type',
  'hometown',
  'industry',
  'country',
  'badge_type',
  'image_url',
] as const;

/* The rows the index reads: those columns, typed as the database answers them (schema.ts); @conf/core's
 * row types (what the documents are made of) are what they must satisfy. */
export type VenueSearchRow = Pick<VenueRow, (typeof VENUE_COLUMNS)[number]>;
export type EntitySearchRow = Pick<EntityRow, (typeof ENTITY_COLUMNS)[number]>;
export type EventSearchRow = Pick<EventRow, (typeof EVENT_COLUMNS)[number]>;
export type AttendeeSearchRow = Pick<AttendeeRow, (typeof ATTENDEE_COLUMNS)[number]>;

/** An entity appearing in an event as a contributor, in line-up order. */
export type ContributionRow = Pick<Selectable<EventEntitiesTable>, 'event_id' | 'entity_id'>;

export interface CatalogRows extends CoreCatalogRows {
  venues: VenueSearchRow[];
  entities: EntitySearchRow[];
  events: EventSearchRow[];
  contributions: ContributionRow[];
}

/** Every year that has catalogue records or attendees, ascending. */
export async function loadYears(db: Database): Promise<number[]> {
  const { rows } = await sql<{ year: number }>`
    select year from events union select year from entities union select year from venues
    union select year from attendees order by year`.execute(db.kysely);
  return rows.map((r) => Number(r.year));
}

/** The catalogue of one year: venues, entities, events and who contributes to which event. */
export async function loadCatalogRows(db: Database, year: number): Promise<CatalogRows> {
  const k = db.kysely;
  const venues = await k.selectFrom('venues').select(VENUE_COLUMNS).where('year', '=', year).execute();
  const entities = await k.selectFrom('entities').select(ENTITY_COLUMNS).where('year', '=', year).execute();
  const events = await k.selectFrom('events').select(EVENT_COLUMNS).where('year', '=', year).execute();
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
    entities: entities.map(withDisplayImages),
    events: events.map(withDisplayImages),
    contributions,
  };
}

/** The attendee directory of one year: attendees who did not opt out. */
export async function loadAttendeeRows(db: Database, year: number): Promise<AttendeeSearchRow[]> {
  const rows = await db.kysely
    .selectFrom('attendees')
    .select(ATTENDEE_COLUMNS)
    .where('year', '=', year)
    .where('directory_opt_out', '=', false)
    .execute();
  return rows.map(withDisplayImages);
}
