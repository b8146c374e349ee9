import { sqlMigration } from './sql-migration.ts';

/**
 * Live operations: event statuses set by venue staff, their history, and feature flags an admin
 * changes while the site runs.
 *
 * - `event_statuses`: the current status and venue message of an event, keyed like the catalogue by
 *   (year, event_id) and without a foreign key (re-imports replace events; a status set during the
 *   conference must survive that). A row exists once staff touched the event; an event without a row
 *   is `none` with no message. The value lists are the spec's (section 4), written out here because a
 *   migration must never change when the shared lists in @conf/core do.
 * - `event_status_changes`: every change (who, when, old and new status and message), written in the
 *   same transaction as the status. Its identity `id` is the `id:` of the server-sent events: one
 *   sequence for every server instance, so a reconnecting page can ask for what came after it.
 * - `feature_flags`: one row per flag an admin has set; flags without a row take the server's
 *   configured defaults (DEFAULT_FEATURES overridden by FEATURES).
 */
const STATUSES = `('none', 'green', 'yellow', 'red', 'canceled')`;
const MESSAGES = `('', 'Not Yet Seating', 'Now Seating Film & TV Guest Tickets', 'Now Seating SXXPress',
  'Now Seating Primary Access', 'Now Seating Secondary Access', 'Now Seating Single Admission Tickets',
  'No Longer Seating')`;
const FLAGS = `('alphanav', 'attendee_directory', 'dashboard', 'filters', 'filter_counts', 'nearby',
  'pagination', 'preview_mode', 'venues')`;

const UP = [
  `create table event_statuses (
    year integer not null,
    event_id text not null check (event_id <> ''),
    status text not null check (status in ${STATUSES}),
    message text not null check (message in ${MESSAGES}),
    updated_at timestamptz not null default now(),
    updated_by integer references users (id) on delete set null,
    primary key (year, event_id)
  )`,
  `create table event_status_changes (
    id bigint generated always as identity primary key,
    year integer not null,
    event_id text not null,
    old_status text not null check (old_status in ${STATUSES}),
    new_status text not null check (new_status in ${STATUSES}),
    old_message text not null check (old_message in ${MESSAGES}),
    new_message text not null check (new_message in ${MESSAGES}),
    changed_by integer references users (id) on delete set null,
    changed_at timestamptz not null default now()
  )`,
  'create index event_status_changes_year on event_status_changes (year, id)',
  `create table feature_flags (
    key text primary key check (key in ${FLAGS}),
    value boolean not null,
    updated_at timestamptz not null default now(),
    updated_by integer references users (id) on delete set null
  )`,
];

const DOWN = ['feature_flags', 'event_status_changes', 'event_statuses'].map(
  (table) => `drop table if exists ${table}`,
);

export const { up, down } = sqlMigration(UP, DOWN);
