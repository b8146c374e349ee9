import { type Event, type ReservationKind, type ReservationState, unwrap } from '@conf/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useSite } from '../site.tsx';

export interface Reservations {
  /** The user's reservations and what is left; `null` for visitors and until loaded. */
  state: ReservationState | null;
  reserve: (kind: ReservationKind) => Promise<void>;
  cancel: (kind: ReservationKind) => Promise<void>;
}

/**
 * The signed-in user's RSVP and SXXPress reservations of an event (`getReservations`), with
 * reserve (`createRsvp` / `createExpressReservation`) and cancel (`cancelRsvp` /
 * `cancelExpressReservation`). After a change the state is read again, so places left are the
 * server's. A failed call rejects (the dialog says so and keeps what it showed).
 */
export function useReservations(event: Pick<Event, 'year' | 'event_id'>): Reservations {
  const { api, user } = useSite();
  const [state, setState] = useState<ReservationState | null>(null);
  const path = { year: event.year, id: event.event_id };
  const { year, id } = path;

  const load = useCallback(async () => {
    const answer = await api.GET('/api/web/{year}/events/{id}/reservations', {
      params: { path: { year, id } },
    });
    setState(unwrap(answer));
  }, [api, year, id]);

  useEffect(() => {
    if (!user) return;
    load().catch((error: unknown) => console.info('Could not load reservations', error));
  }, [user, load]);

  const reserve = useCallback(
    async (kind: ReservationKind) => {
      const options = { params: { path: { year, id } } };
      unwrap(
        kind === 'rsvp'
          ? await api.POST('/api/web/{year}/events/{id}/rsvp', options)
          : await api.POST('/api/web/{year}/events/{id}/express', options),
      );
      await load();
    },
    [api, year, id, load],
  );

  const cancel = useCallback(
    async (kind: ReservationKind) => {
      const options = { params: { path: { year, id } } };
      const answer =
        kind === 'rsvp'
          ? await api.DELETE('/api/web/{year}/events/{id}/rsvp', options)
          : await api.DELETE('/api/web/{year}/events/{id}/express', options);
      setState(unwrap(answer));
    },
    [api, year, id],
  );

  return { state, reserve, cancel };
}
