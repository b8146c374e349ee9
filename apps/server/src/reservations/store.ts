import type { Reservation, ReservationKind, ReservationState } from '@conf/contract';
import { type Kysely, sql } from 'kysely';
import type { AccountTables } from '../accounts/tables.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { type EventOffer, offerOf, remaining } from './offer.ts';
import type { ReservationTables } from './table.ts';

/**
 * RSVPs and SXXPress passes of signed-in users. Capacity holds under concurrent requests on every
 * instance: a reservation locks its event's row (`select … for update`) inside a transaction, so
 * counting the reservations taken and adding one happen as one step per event.
 */
type ReservationsDB = DB & AccountTables & ReservationTables;

export type ReservationFailure = 'event_not_found' | 'not_offered' | 'canceled' | 'full';

export class ReservationError extends Error {
  override name = 'ReservationError';

  constructor(
    readonly reason: ReservationFailure,
    message: string,
  ) {
    super(message);
  }
}

function reservationsDb(k: Kysely<DB>): Kysely<ReservationsDB> {
  return k.withTables<AccountTables & ReservationTables>();
}

const KIND_NAMES: Record<ReservationKind, string> = { rsvp: 'RSVP', express: 'SXXPress entry' };

async function loadEvent(
  k: Kysely<ReservationsDB>,
  year: number,
  eventId: string,
  lock: boolean,
): Promise<EventOffer> {
  const query = k
    .selectFrom('events')
    .select(['reservable', 'capacity', 'express_entry', 'canceled'])
    .where('year', '=', year)
    .where('id', '=', eventId);
  const event = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!event) throw new ReservationError('event_not_found', `Event '${eventId}' was not found in ${year}`);
  return event;
}

async function countTaken(
  k: Kysely<ReservationsDB>,
  year: number,
  eventId: string,
  kind: ReservationKind,
): Promise<number> {
  const row = await k
    .selectFrom('reservations')
    .select(sql<number>`count(*)::int`.as('taken'))
    .where('year', '=', year)
    .where('event_id', '=', eventId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.taken);
}

function toReservation(row: {
  event_id: string;
  year: number;
  kind: ReservationKind;
  created_at: Date;
}): Reservation {
  return {
    event_id: row.event_id,
    year: row.year,
    kind: row.kind,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * Reserves a place (RSVP) or a pass (SXXPress) for the user; answers the existing reservation when
 * there is one. Throws {@link ReservationError} when the event is missing, canceled, does not offer
 * this kind, or is full.
 */
export async function reserve(
  db: Database,
  userId: number,
  year: number,
  eventId: string,
  kind: ReservationKind,
): Promise<Reservation> {
  return db.kysely.transaction().execute(async (trx) => {
    const k = reservationsDb(trx);
    const event = await loadEvent(k, year, eventId, true);
    const existing = await k
      .selectFrom('reservations')
      .select(['event_id', 'year', 'kind', 'created_at'])
      .where('user_id', '=', userId)
      .where('year', '=', year)
      .where('event_id', '=', eventId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (existing) return toReservation(existing);
    if (event.canceled) throw new ReservationError('canceled', `Event '${eventId}' is canceled`);
    const offer = offerOf(kind, event);
    if (!offer.offered) {
      throw new ReservationError('not_offered', `Event '${eventId}' does not offer ${KIND_NAMES[kind]}`);
    }
    if (offer.limit !== null && (await countTaken(k, year, eventId, kind)) >= offer.limit) {
      throw new ReservationError(
        'full',
        kind === 'rsvp' ? `Event '${eventId}' is full` : `No SXXPress passes are left for event '${eventId}'`,
      );
    }
    const created = await k
      .insertInto('reservations')
      .values({ user_id: userId, year, event_id: eventId, kind })
      .returning(['event_id', 'year', 'kind', 'created_at'])
      .executeTakeFirstOrThrow();
    return toReservation(created);
  });
}

/** The user's reservations for the event and what is left of each kind. */
export async function reservationState(
  db: Database,
  userId: number,
  year: number,
  eventId: string,
): Promise<ReservationState> {
  const k = reservationsDb(db.kysely);
  const event = await loadEvent(k, year, eventId, false);
  const rows = await k
    .selectFrom('reservations')
    .select([
      'kind',
      sql<number>`count(*)::int`.as('taken'),
      sql<boolean>`bool_or(user_id = ${userId})`.as('mine'),
    ])
    .where('year', '=', year)
    .where('event_id', '=', eventId)
    .groupBy('kind')
    .execute();
  const of = (kind: ReservationKind) => rows.find((r) => r.kind === kind);
  return {
    rsvp: of('rsvp')?.mine === true,
    express: of('express')?.mine === true,
    rsvp_remaining: remaining('rsvp', event, Number(of('rsvp')?.taken ?? 0)),
    express_remaining: remaining('express', event, Number(of('express')?.taken ?? 0)),
  };
}

/** Gives the user's reservation of this kind back (idempotent); answers the state afterwards. */
export async function cancelReservation(
  db: Database,
  userId: number,
  year: number,
  eventId: string,
  kind: ReservationKind,
): Promise<ReservationState> {
  const k = reservationsDb(db.kysely);
  await loadEvent(k, year, eventId, false);
  await k
    .deleteFrom('reservations')
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .where('event_id', '=', eventId)
    .where('kind', '=', kind)
    .execute();
  return reservationState(db, userId, year, eventId);
}
