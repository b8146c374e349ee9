import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables as Kysely sees them (migrations in ./migrations are the source of truth; keep in step).
 *
 * Conventions: every catalogue row belongs to a conference `year` and is keyed by (year, id);
 * times are `timestamptz`, read as `Date` and written as ISO 8601 strings; `date` columns are read
 * and written as `yyyy-MM-dd` strings; `jsonb` columns are read as parsed values and written as JSON
 * text. Imported rows carry `source` (what last wrote them) and `content_hash` (of the normalized
 * input, to tell unchanged records apart without comparing every column).
 */

/** `timestamptz`, nullable: `Date` when read, ISO 8601 string (with offset) when written. */
export type NullableTimestamp = ColumnType<Date | null, string | null, string | null>;
/** `timestamptz` with a database default (`now()`). */
export type DefaultTimestamp = ColumnType<Date, string | undefined, string>;
/** `jsonb`: the parsed value when read, JSON text when written. */
export type Json<T> = ColumnType<T, string, string>;
/** `jsonb` with a database default. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** A badge or other credential that admits to an event: `{ name: 'EDU Badge', type: 'edu' }`. */
export interface CredentialJson {
  name: string;
  type: string;
}

/** A tag of an event. */
export interface TagJson {
  id: string;
  name: string;
}

/** An outside link of a contributor, film, organisation or venue. */
export interface LinkJson {
  type: string;
  url: string;
}

/** What an artist is looking for at the conference (professional connections). */
export interface ArtistConnectionJson {
  seeking: string[];
}

/** Source fields without a column of their own, kept as they came. */
export type DetailsJson = Record<string, unknown>;

/** The kinds of row in `entities`. */
export const ENTITY_TYPES = [
  'artist',
  'person',
  'film',
  'brand',
  'exhibitor',
  'music_fest_presenter',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** How an entity takes part in an event (`event_entities.role`). */
export const EVENT_ENTITY_ROLES = ['contributor', 'film', 'presenter', 'sponsor'] as const;
export type EventEntityRole = (typeof EVENT_ENTITY_ROLES)[number];

/** Sessions, panels, showcases, screenings: the schedule. */
export interface EventsTable {
  year: number;
  id: string;
  source: string;
  name: string;
  description: string | null;
  long_description: string | null;
  start_time: NullableTimestamp;
  end_time: NullableTimestamp;
  /** The festival day it belongs to (may differ from start_time's calendar day after midnight). */
  date: string | null;
  publish_at: NullableTimestamp;
  announcement_date: NullableTimestamp;
  thumbnail_url: string | null;
  image_url: string | null;
  image_credit: string | null;
  presented_by: string | null;
  format: string | null;
  event_type: string | null;
  track: string | null;
  experience_level: string | null;
  focus_area: string | null;
  genre: string | null;
  subgenre: string | null;
  credentials: JsonWithDefault<CredentialJson[]>;
  tags: JsonWithDefault<TagJson[]>;
  accessibility: JsonWithDefault<string[]>;
  sponsor: string | null;
  sponsor_image: string | null;
  venue_id: string | null;
  featured: Generated<boolean>;
  canceled: Generated<boolean>;
  reservable: Generated<boolean>;
  capacity: number | null;
  express_entry: Generated<boolean>;
  express_message: string | null;
  details: JsonWithDefault<DetailsJson>;
  content_hash: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/**
 * Every non-event record a favorite of type "entity" can point at: artists and persons
 * (contributors), films, brands, exhibitors and music fest presenters, told apart by `type`.
 */
export interface EntitiesTable {
  year: number;
  id: string;
  type: EntityType;
  source: string;
  name: string;
  /** Person: job title. */
  title: string | null;
  /** Person: employer. */
  company: string | null;
  /** Contributor: home town. */
  city: string | null;
  state: string | null;
  country: string | null;
  /** Artist: music genre. */
  genre: string | null;
  subgenre: string | null;
  /** Contributor: biography. */
  bio: string | null;
  /** Contributor: the `details` text of the record (the jsonb `details` column holds the rest). */
  details_text: string | null;
  /** Film, brand, exhibitor, presenter: description. */
  description: string | null;
  thumbnail_url: string | null;
  image_url: string | null;
  image_alt_text: string | null;
  links: JsonWithDefault<LinkJson[]>;
  /** Artist: professional connections sought. */
  artist_connection: Json<ArtistConnectionJson | null>;
  featured: Generated<boolean>;
  publish_at: NullableTimestamp;
  announcement_date: NullableTimestamp;
  details: JsonWithDefault<DetailsJson>;
  content_hash: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Rooms and buildings; a room's `parent_id` names its building (any depth). */
export interface VenuesTable {
  year: number;
  id: string;
  source: string;
  name: string;
  parent_id: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  links: JsonWithDefault<LinkJson[]>;
  thumbnail_url: string | null;
  details: JsonWithDefault<DetailsJson>;
  content_hash: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Who takes part in an event and how, in display order. */
export interface EventEntitiesTable {
  year: number;
  event_id: string;
  entity_id: string;
  role: EventEntityRole;
  position: number;
}

/** The attendee directory. */
export interface AttendeesTable {
  year: number;
  uid: string;
  source: string;
  name: string;
  pronoun: string | null;
  title: string | null;
  company: string | null;
  company_type: string | null;
  hometown: string | null;
  industry: string | null;
  country: string | null;
  badge_type: string | null;
  biography: string | null;
  image_url: string | null;
  x_url: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  website: string | null;
  /** Never shown publicly: an opted-out attendee is absent from the directory. */
  directory_opt_out: Generated<boolean>;
  details: JsonWithDefault<DetailsJson>;
  content_hash: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** One row per committed catalogue import, with its report. */
export interface ImportRunsTable {
  id: Generated<number>;
  year: number;
  source: string;
  format: string | null;
  started_at: ColumnType<Date, string, string>;
  finished_at: NullableTimestamp;
  report: ColumnType<unknown, string | null, string | null>;
}

/** A search that was run (search.ts records it in batches); its id is what conversions reference. */
export interface SearchesTable {
  /** uuid, generated by the server that ran the search. */
  id: string;
  year: number;
  /** `catalog` (POST /search) or `attendees` (POST /search/attendees). */
  kind: string;
  term: string;
  filters: Json<unknown[]>;
  models: Json<string[]>;
  result_count: number;
  created_at: ColumnType<Date, string, string>;
}

/** A search result that was opened (left or middle click, Enter or Space on its link). */
export interface SearchConversionsTable {
  id: Generated<number>;
  search_id: string;
  convertable_type: string;
  convertable_id: string;
  created_at: DefaultTimestamp;
}

/** A year's programme settings (migration 0008). Days are `yyyy-MM-dd` text. */
export interface ProgrammesTable {
  year: number;
  name: string;
  short_name: string;
  first_day: string | null;
  last_day: string | null;
  city: string | null;
  time_zone: string;
  theme: string;
  tagline: string | null;
  event_types: ColumnType<string[], string, string>;
  source: string | null;
  updated_at: DefaultTimestamp;
}

export interface DB {
  programmes: ProgrammesTable;
  events: EventsTable;
  entities: EntitiesTable;
  venues: VenuesTable;
  event_entities: EventEntitiesTable;
  attendees: AttendeesTable;
  import_runs: ImportRunsTable;
  searches: SearchesTable;
  search_conversions: SearchConversionsTable;
}

export type EventRow = Selectable<EventsTable>;
export type EntityRow = Selectable<EntitiesTable>;
export type VenueRow = Selectable<VenuesTable>;
export type AttendeeRow = Selectable<AttendeesTable>;
export type NewEvent = Insertable<EventsTable>;
export type NewEntity = Insertable<EntitiesTable>;
export type NewVenue = Insertable<VenuesTable>;
export type NewAttendee = Insertable<AttendeesTable>;
export type NewEventEntity = Insertable<EventEntitiesTable>;
