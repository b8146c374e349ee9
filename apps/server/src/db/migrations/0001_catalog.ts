import { sqlMigration } from './sql-migration.ts';

/**
 * The catalogue: venues, entities (artists, persons, films, brands, exhibitors, music fest
 * presenters), events, who takes part in which event, attendees, and the log of imports.
 *
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+. Every catalogue row belongs to
 * a conference year and is keyed by (year, id). Foreign keys are DEFERRABLE INITIALLY DEFERRED so an
 * import can write a programme in any order inside one transaction (checked at commit).
 */
const UP = [
  `create table venues (
    year integer not null check (year between 1900 and 9999),
    id text not null check (id <> ''),
    source text not null,
    name text not null,
    parent_id text,
    address text,
    city text,
    state text,
    postal_code text,
    country text,
    latitude double precision check (latitude between -90 and 90),
    longitude double precision check (longitude between -180 and 180),
    links jsonb not null default '[]',
    thumbnail_url text,
    details jsonb not null default '{}',
    content_hash text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (year, id),
    check (parent_id is null or parent_id <> id),
    foreign key (year, parent_id) references venues (year, id) deferrable initially deferred
  )`,
  'create index venues_parent on venues (year, parent_id) where parent_id is not null',

  `create table entities (
    year integer not null check (year between 1900 and 9999),
    id text not null check (id <> ''),
    type text not null check (type in ('artist', 'person', 'film', 'brand', 'exhibitor', 'music_fest_presenter')),
    source text not null,
    name text not null,
    title text,
    company text,
    city text,
    state text,
    country text,
    genre text,
    subgenre text,
    bio text,
    details_text text,
    description text,
    thumbnail_url text,
    image_url text,
    image_alt_text text,
    links jsonb not null default '[]',
    artist_connection jsonb,
    featured boolean not null default false,
    publish_at timestamptz,
    announcement_date timestamptz,
    details jsonb not null default '{}',
    content_hash text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (year, id)
  )`,
  'create index entities_type on entities (year, type)',

  `create table events (
    year integer not null check (year between 1900 and 9999),
    id text not null check (id <> ''),
    source text not null,
    name text not null,
    description text,
    long_description text,
    start_time timestamptz,
    end_time timestamptz,
    date date,
    publish_at timestamptz,
    announcement_date timestamptz,
    thumbnail_url text,
    image_url text,
    image_credit text,
    presented_by text,
    format text,
    event_type text,
    track text,
    experience_level text,
    focus_area text,
    genre text,
    subgenre text,
    credentials jsonb not null default '[]',
    tags jsonb not null default '[]',
    accessibility jsonb not null default '[]',
    sponsor text,
    sponsor_image text,
    venue_id text,
    featured boolean not null default false,
    canceled boolean not null default false,
    reservable boolean not null default false,
    capacity integer check (capacity >= 0),
    express_entry boolean not null default false,
    express_message text,
    details jsonb not null default '{}',
    content_hash text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (year, id),
    check (start_time is null or end_time is null or end_time >= start_time),
    foreign key (year, venue_id) references venues (year, id) deferrable initially deferred
  )`,
  'create index events_start_time on events (year, start_time)',
  'create index events_venue on events (year, venue_id) where venue_id is not null',
  'create index events_source on events (year, source)',

  `create table event_entities (
    year integer not null,
    event_id text not null,
    entity_id text not null,
    role text not null check (role in ('contributor', 'film', 'presenter', 'sponsor')),
    position integer not null,
    primary key (year, event_id, role, entity_id),
    foreign key (year, event_id) references events (year, id) on delete cascade deferrable initially deferred,
    foreign key (year, entity_id) references entities (year, id) on delete cascade deferrable initially deferred
  )`,
  'create index event_entities_entity on event_entities (year, entity_id, role)',

  `create table attendees (
    year integer not null check (year between 1900 and 9999),
    uid text not null check (uid <> ''),
    source text not null,
    name text not null,
    pronoun text,
    title text,
    company text,
    company_type text,
    hometown text,
    industry text,
    country text,
    badge_type text,
    biography text,
    image_url text,
    x_url text,
    facebook_url text,
    instagram_url text,
    tiktok_url text,
    website text,
    directory_opt_out boolean not null default false,
    details jsonb not null default '{}',
    content_hash text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (year, uid)
  )`,
  'create index attendees_uid on attendees (uid, year)',

  `create table import_runs (
    id integer generated always as identity primary key,
    year integer not null,
    source text not null,
    format text,
    started_at timestamptz not null,
    finished_at timestamptz,
    report jsonb
  )`,
  'create index import_runs_year on import_runs (year, started_at)',
];

const DOWN = ['import_runs', 'attendees', 'event_entities', 'events', 'entities', 'venues'].map(
  (table) => `drop table if exists ${table}`,
);

export const { up, down } = sqlMigration(UP, DOWN);
