import type { StatusCode, VenueMessage } from '@conf/core';
import type { ColumnType, Kysely } from 'kysely';
import type { AccountTables } from '../accounts/tables.ts';
import type { DB } from '../db/schema.ts';

/**
 * The status tables (migration 0006_live_ops) as Kysely sees them. Like the accounts and favorites
 * tables they are added with `withTables`, so the live-operations code stays out of the catalogue's
 * shared schema.
 */

type Timestamp = ColumnType<Date, string | undefined, string>;

export interface EventStatusesTable {
  year: number;
  event_id: string;
  status: StatusCode;
  message: VenueMessage;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface EventStatusChangesTable {
  /**
   * The sequence number of the change (`bigint` identity): the `id:` of the server-sent event. Read it
   * through `::float8` so that both drivers answer a number.
   */
  id: ColumnType<unknown, never, never>;
  year: number;
  event_id: string;
  old_status: StatusCode;
  new_status: StatusCode;
  old_message: VenueMessage;
  new_message: VenueMessage;
  changed_by: number | null;
  changed_at: Timestamp;
}

export type StatusTables = AccountTables & {
  event_statuses: EventStatusesTable;
  event_status_changes: EventStatusChangesTable;
};

/** The query builder with the status tables (and the catalogue's and the accounts' tables). */
export function statusesDb(kysely: Kysely<DB>): Kysely<DB & StatusTables> {
  return kysely.withTables<StatusTables>();
}
