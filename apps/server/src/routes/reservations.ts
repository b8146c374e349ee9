import type { ReservationKind } from '@conf/contract';
import { requireUser } from '../accounts/auth-context.ts';
import type { Database } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';
import { type ApiRequest, type Handler, implement } from '../http/implementation.ts';
import { cancelReservation, ReservationError, reservationState, reserve } from '../reservations/store.ts';

/**
 * RSVP and SXXPress reservations of the signed-in user (tag `reservations`): reserve (201, or the
 * existing reservation), see the state, give it back. 404 for an unknown event, 409 when it is full,
 * canceled or does not offer that kind.
 */
function asHttpError(error: unknown): never {
  if (error instanceof ReservationError) {
    throw error.reason === 'event_not_found' ? notFound(error.message) : conflict(error.message);
  }
  throw error;
}

/** The reservation operations, all on `/api/web/{year}/events/{id}/…`. */
type ReservationOperation =
  | 'createRsvp'
  | 'cancelRsvp'
  | 'createExpressReservation'
  | 'cancelExpressReservation'
  | 'getReservations';

function target(req: ApiRequest<ReservationOperation>): { year: number; eventId: string } {
  return { year: req.params.year, eventId: req.params.id };
}

export function reservationHandlers({ db }: { db: Database }) {
  const create =
    (kind: ReservationKind): Handler<'createRsvp' | 'createExpressReservation'> =>
    async (req, ctx) => {
      const { year, eventId } = target(req);
      const reservation = await reserve(db, requireUser(ctx).id, year, eventId, kind).catch(asHttpError);
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = reservation;
    };
  const cancel =
    (kind: ReservationKind): Handler<'cancelRsvp' | 'cancelExpressReservation'> =>
    async (req, ctx) => {
      const { year, eventId } = target(req);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await cancelReservation(db, requireUser(ctx).id, year, eventId, kind).catch(asHttpError);
    };
  return implement({
    createRsvp: create('rsvp'),
    cancelRsvp: cancel('rsvp'),
    createExpressReservation: create('express'),
    cancelExpressReservation: cancel('express'),
    getReservations: async (req, ctx) => {
      const { year, eventId } = target(req);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await reservationState(db, requireUser(ctx).id, year, eventId).catch(asHttpError);
    },
  });
}
