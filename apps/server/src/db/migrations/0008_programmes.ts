import { sqlMigration } from './sql-migration.ts';

/**
 * Programme settings per year (issue 13): what the landing page, header, footer, filters, kiosk,
 * iCalendar and exports show of the programme, written by the import that brings its data (or the
 * demo seed) instead of being hard-coded. `time_zone` is the IANA zone every time is shown in;
 * Days are `yyyy-MM-dd` text (as the API writes them); `event_types` the `event_type` values the Event Type filter offers, in order.
 */
const UP = [
  `create table programmes (
    year integer primary key,
    name text not null check (length(name) between 1 and 200),
    short_name text not null check (length(short_name) between 1 and 100),
    first_day text check (first_day ~ '^\\d{4}-\\d{2}-\\d{2}$'),
    last_day text check (last_day ~ '^\\d{4}-\\d{2}-\\d{2}$'),
    city text,
    time_zone text not null,
    theme text not null default 'education' check (theme in ('education', 'festival')),
    tagline text,
    event_types jsonb not null default '[]'::jsonb,
    source text,
    updated_at timestamptz not null default now(),
    check (first_day is null or last_day is null or first_day <= last_day)
  )`,
];

const DOWN = ['drop table if exists programmes'];

export const { up, down } = sqlMigration(UP, DOWN);
