import { sql } from 'kysely';
import type { AttendeeRecord } from '../catalog/records.ts';
import type { Database } from '../db/database.ts';

/**
 * Reads what the search index needs from the catalogue tables (the database stays the source of
 * truth): only the columns that are searched, filtered on or shown in result tiles.
 */

export interface VenueSearchRow {
  id: string;
  name: string;
  parent_id: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  thumbnail_url: string | null;
}

export interface EntitySearchRow {
  id: string;
  type: string;
  name: string;
  title: string | null;
  company: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  genre: string | null;
  subgenre: string | null;
  description: string | null;
  thumbnail_url: string | null;
  featured: boolean;
  publish_at: Date | null;
}

export interface EventSearchRow {
  id: string;
  name: string;
  description: string | null;
  start_time: Date | null;
  end_time: Date | null;
  date: string | null;
  publish_at: Date | null;
  thumbnail_url: string | null;
  presented_by: string | null;
  format: string | null;
  event_type: string | null;
  track: string | null;
  experience_level: string | null;
  focus_area: string | null;
  genre: string | null;
  subgenre: string | null;
  credentials: { name: string; type: string }[];
  tags: { id: string; name: string }[];
  accessibility: string[];
  venue_id: string | null;
  featured: boolean;
  canceled: boolean;
}

/** An entity appearing in an event as a contributor, in line-up order. */
export interface ContributionRow {
  event_id: string;
  entity_id: string;
}

/** The directory fields the attendee index reads (a subset of the public attendee record). */
export type AttendeeSearchRow = Pick<
  AttendeeRecord,
  | 'uid'
  | 'name'
  | 'pronoun'
  | 'title'
  | 'company'
  | 'company_type'
  | 'hometown'
  | 'industry'
  | 'country'
  | 'badge_type'
  | 'image_url'
>;

export interface CatalogRows {
  year: number;
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
  const venues = await k
    .selectFrom('venues')
    .select([
      'id',
      'name',
      'parent_id',
      'address',
      'city',
      'state',
      'postal_code',
      'country',
      'thumbnail_url',
    ])
    .where('year', '=', year)
    .execute();
  const entities = await k
    .selectFrom('entities')
    .select([
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
    ])
    .where('year', '=', year)
    .execute();
  const events = await k
    .selectFrom('events')
    .select([
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
    ])
    .where('year', '=', year)
    .execute();
  const contributions = await k
    .selectFrom('event_entities')
    .select(['event_id', 'entity_id'])
    .where('year', '=', year)
    .where('role', '=', 'contributor')
    .orderBy('event_id')
    .orderBy('position')
    .execute();
  return { year, venues, entities, events, contributions };
}

/** The attendee directory of one year: attendees who did not opt out. */
export async function loadAttendeeRows(db: Database, year: number): Promise<AttendeeSearchRow[]> {
  return db.kysely
    .selectFrom('attendees')
    .select([
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
    ])
    .where('year', '=', year)
    .where('directory_opt_out', '=', false)
    .execute();
}
