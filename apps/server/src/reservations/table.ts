import type { ColumnType } from 'kysely';

/** The reservations table (migration 0004_user_activity). */
export interface ReservationsTable {
  user_id: number;
  year: number;
  event_id: string;
  kind: 'rsvp' | 'express';
  created_at: ColumnType<Date, string | undefined, never>;
}

export type ReservationTables = {
  reservations: ReservationsTable;
};
