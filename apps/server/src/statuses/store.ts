import {
  isStatusCode,
  isVenueMessage,
  NO_EVENT_STATUS,
  type StatusCode,
  type VenueMessage,
} from '@conf/core';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { statusesDb } from './table.ts';

/**
 * Reading and writing live event statuses (spec section 4). Statuses belong to a conference year
 * like the events they describe; the routes without a year use the landing year.
 */

/** NOTIFY channel of status changes; the payload is a {@link StatusChange} as JSON. */
export const STATUS_CHANNEL = 'event_status_changed';

/** The status of one event as the contract's `EventStatus`. */
export interface EventStatus {
  id: string;
  status: StatusCode;
  message: VenueMessage;
}

/** A stored change: the new status of an event, with its sequence number (the SSE `id:`). */
export interface StatusChange extends EventStatus {
  seq: number;
  year: number;
}

export interface StatusUpdate {
  year: number;
  eventId: string;
  status?: StatusCode;
  message?: VenueMessage;
  /** The staff member making the change (kept in the history). */
  userId: number | null;
}

/**
 * Statuses of the given events, in the order asked (repeats once). Events of the year without a
 * stored status answer `none` with no message; ids that are not events of the year are left out.
 */
export async function readStatuses(
  db: Database,
  year: number,
  ids: readonly string[],
): Promise<EventStatus[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await statusesDb(db.kysely)
    .selectFrom('events')
    .leftJoin('event_statuses as s', (join) =>
      join.onRef('s.year', '=', 'events.year').onRef('s.event_id', '=', 'events.id'),
    )
    .select(['events.id', 's.status', 's.message'])
    .where('events.year', '=', year)
    .where('events.id', 'in', unique)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        status: row.status ?? NO_EVENT_STATUS.status,
        message: row.message ?? NO_EVENT_STATUS.message,
      },
    ];
  });
}

/**
 * Sets the status and/or message of an event (a missing one keeps its value). In one transaction:
 * the status row (locked, so two staff members changing one event at once are serialised), the
 * history row, and the NOTIFY (PostgreSQL delivers it at commit, so listeners never hear of a change
 * that was rolled back). Setting what is already stored changes nothing and notifies nobody.
 * Answers null when the event does not exist in that year.
 */
export async function updateStatus(db: Database, update: StatusUpdate): Promise<EventStatus | null> {
  return statusesDb(db.kysely)
    .transaction()
    .execute(async (trx) => {
      const event = await trx
        .selectFrom('events')
        .select('id')
        .where('year', '=', update.year)
        .where('id', '=', update.eventId)
        .executeTakeFirst();
      if (!event) return null;
      await trx
        .insertInto('event_statuses')
        .values({
          year: update.year,
          event_id: update.eventId,
          status: NO_EVENT_STATUS.status,
          message: NO_EVENT_STATUS.message,
        })
        .onConflict((oc) => oc.columns(['year', 'event_id']).doNothing())
        .execute();
      const current = await trx
        .selectFrom('event_statuses')
        .select(['status', 'message'])
        .where('year', '=', update.year)
        .where('event_id', '=', update.eventId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const next: EventStatus = {
        id: update.eventId,
        status: update.status ?? current.status,
        message: update.message ?? current.message,
      };
      if (next.status === current.status && next.message === current.message) return next;
      const now = new Date().toISOString();
      await trx
        .updateTable('event_statuses')
        .set({ status: next.status, message: next.message, updated_at: now, updated_by: update.userId })
        .where('year', '=', update.year)
        .where('event_id', '=', update.eventId)
        .execute();
      const change = await trx
        .insertInto('event_status_changes')
        .values({
          year: update.year,
          event_id: update.eventId,
          old_status: current.status,
          new_status: next.status,
          old_message: current.message,
          new_message: next.message,
          changed_by: update.userId,
          changed_at: now,
        })
        .returning(sql<number>`id::float8`.as('seq'))
        .executeTakeFirstOrThrow();
      const payload: StatusChange = { ...next, seq: Number(change.seq), year: update.year };
      await sql`select pg_notify(${STATUS_CHANNEL}, ${JSON.stringify(payload)})`.execute(trx);
      return next;
    });
}

/**
 * Every stored status of the year (including those set back to `none`, so that a page that missed
 * the change learns of it), and the newest sequence number, read in one statement so that the two
 * agree.
 */
export async function statusSnapshot(
  db: Database,
  year: number,
): Promise<{ seq: number; statuses: EventStatus[] }> {
  const rows = await sql<{
    seq: number;
    event_id: string | null;
    status: StatusCode | null;
    message: VenueMessage | null;
  }>`
    with latest as (select coalesce(max(id), 0)::float8 as seq from event_status_changes)
    select latest.seq, s.event_id, s.status, s.message
    from latest left join event_statuses s on s.year = ${year}
    order by s.updated_at, s.event_id`.execute(db.kysely);
  const seq = Number(rows.rows[0]?.seq ?? 0);
  const statuses = rows.rows.flatMap((row) =>
    row.event_id && row.status && row.message !== null
      ? [{ id: row.event_id, status: row.status, message: row.message }]
      : [],
  );
  return { seq, statuses };
}

/** The newest sequence number of the change log (0 when nothing ever changed). */
export async function latestStatusSeq(db: Database): Promise<number> {
  const latest = await statusesDb(db.kysely)
    .selectFrom('event_status_changes')
    .select(sql<number>`coalesce(max(id), 0)::float8`.as('seq'))
    .executeTakeFirstOrThrow();
  return Number(latest.seq);
}

/**
 * The newest change of each event of the year made after sequence number `after`, oldest first; the
 * latest sequence number when nothing changed. Null when `after` is ahead of the database (it came
 * from another database, e.g. after a reset): the caller then sends a whole snapshot.
 */
export async function changesSince(
  db: Database,
  year: number,
  after: number,
): Promise<{ seq: number; changes: StatusChange[] } | null> {
  const seq = await latestStatusSeq(db);
  if (after > seq) return null;
  const rows = await sql<{
    seq: number;
    event_id: string;
    new_status: StatusCode;
    new_message: VenueMessage;
  }>`
    select distinct on (event_id) id::float8 as seq, event_id, new_status, new_message
    from event_status_changes
    where year = ${year} and id > ${after}
    order by event_id, id desc`.execute(db.kysely);
  const changes = rows.rows
    .map((row) => ({
      id: row.event_id,
      status: row.new_status,
      message: row.new_message,
      seq: Number(row.seq),
      year,
    }))
    .sort((a, b) => a.seq - b.seq);
  return { seq, changes };
}

/** Reads a NOTIFY payload back; null for anything that is not a well-formed change. */
export function parseStatusChange(payload: string): StatusChange | null {
  try {
    const value = JSON.parse(payload) as Partial<StatusChange>;
    if (
      typeof value.id === 'string' &&
      isStatusCode(value.status) &&
      isVenueMessage(value.message) &&
      typeof value.seq === 'number' &&
      typeof value.year === 'number'
    ) {
      return {
        id: value.id,
        status: value.status,
        message: value.message,
        seq: value.seq,
        year: value.year,
      };
    }
  } catch {
    // fall through: not JSON
  }
  return null;
}
