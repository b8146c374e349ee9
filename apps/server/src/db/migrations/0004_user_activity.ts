import { sqlMigration } from './sql-migration.ts';

/**
 * What signed-in users do: favorites, reservations (RSVP and SXXPress) and the product's own
 * analytics events.
 *
 * Favorites and reservations point at catalogue records by (year, id) without foreign keys: the
 * catalogue is re-imported (records come and go) and a user's choices must survive that. The primary
 * keys make every write idempotent (`on conflict do nothing`), so two tabs toggling at once cannot
 * leave duplicates.
 */
const UP = [
  `create table favorites (
    user_id integer not null references users (id) on delete cascade,
    year integer not null,
    item_type text not null check (item_type in ('attendee', 'event', 'entity', 'venue')),
    item_id text not null check (item_id <> ''),
    created_at timestamptz not null default now(),
    primary key (user_id, year, item_type, item_id)
  )`,
  'create index favorites_item on favorites (year, item_type, item_id)',

  `create table reservations (
    user_id integer not null references users (id) on delete cascade,
    year integer not null,
    event_id text not null,
    kind text not null check (kind in ('rsvp', 'express')),
    created_at timestamptz not null default now(),
    primary key (user_id, year, event_id, kind)
  )`,
  'create index reservations_event on reservations (year, event_id, kind)',

  `create table analytics_events (
    id bigint generated always as identity primary key,
    type text not null check (type in ('page', 'identify', 'track')),
    name text not null,
    properties jsonb not null default '{}',
    occurred_at timestamptz not null,
    received_at timestamptz not null default now(),
    anonymous_id text not null,
    user_id integer references users (id) on delete set null
  )`,
  'create index analytics_events_received on analytics_events (received_at)',
  'create index analytics_events_name on analytics_events (type, name, received_at)',
];

const DOWN = ['analytics_events', 'reservations', 'favorites'].map(
  (table) => `drop table if exists ${table}`,
);

export const { up, down } = sqlMigration(UP, DOWN);
