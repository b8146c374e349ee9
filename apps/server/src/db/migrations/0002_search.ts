import { sqlMigration } from './sql-migration.ts';

/**
 * Searches and their conversions. A search's id (a uuid made by the server that ran it) is returned
 * with the result; a conversion (a result link that was opened) references it. Searches are written
 * in batches after the answer has gone out, so that recording never slows a search down.
 */
const UP = [
  `create table searches (
    id uuid primary key,
    year integer not null,
    kind text not null check (kind in ('catalog', 'attendees')),
    term text not null,
    filters jsonb not null default '[]',
    models jsonb not null default '[]',
    result_count integer not null check (result_count >= 0),
    created_at timestamptz not null
  )`,
  'create index searches_created_at on searches (created_at)',
  `create table search_conversions (
    id integer generated always as identity primary key,
    search_id uuid not null references searches (id) on delete cascade,
    convertable_type text not null,
    convertable_id text not null,
    created_at timestamptz not null default now()
  )`,
  'create index search_conversions_search on search_conversions (search_id)',
];

const DOWN = ['drop table if exists search_conversions', 'drop table if exists searches'];

export const { up, down } = sqlMigration(UP, DOWN);
