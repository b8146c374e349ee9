import type { AnalyticsEvent } from '@conf/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * The product's own analytics sink: batches of page, identify and track events stored in PostgreSQL
 * (so organizers see usage without a third party). Each event keeps the browser's anonymous id and,
 * when the request is signed in, the user (from the session, never from what the client says).
 */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  type: AnalyticsEvent['type'];
  name: string;
  properties: ColumnType<Record<string, unknown>, string, never>;
  occurred_at: ColumnType<Date, string, never>;
  received_at: ColumnType<Date, string | undefined, never>;
  anonymous_id: string;
  user_id: number | null;
}

/** Largest JSON text of one event's properties (the contract bounds their count, this their size). */
export const MAX_PROPERTIES_BYTES = 4096;

/** Index of the first event whose properties are too large, or -1. */
export function oversizedEvent(events: readonly AnalyticsEvent[]): number {
  return events.findIndex(
    (event) => Buffer.byteLength(JSON.stringify(event.properties), 'utf8') > MAX_PROPERTIES_BYTES,
  );
}

export async function storeAnalyticsEvents(
  db: Database,
  events: readonly AnalyticsEvent[],
  userId: number | null,
): Promise<void> {
  if (events.length === 0) return;
  await db.kysely
    .withTables<{ analytics_events: AnalyticsEventsTable }>()
    .insertInto('analytics_events')
    .values(
      events.map((event) => ({
        type: event.type,
        name: event.name,
        properties: JSON.stringify(event.properties),
        occurred_at: event.timestamp,
        anonymous_id: event.anonymous_id,
        user_id: userId,
      })),
    )
    .execute();
}
