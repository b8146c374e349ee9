import type { Event, ReservationKind } from '@conf/api-client';
import { Button } from '@conf/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnalytics } from '../analytics/useAnalytics.ts';
import { loginHref, returnPath } from '../auth/authLocation.ts';
import { useMediaQuery } from '../layout/useMediaQuery.ts';
import { useSite } from '../site.tsx';
import { useReservations } from './useReservations.ts';

/** The dialogs' code (react-aria's modal and focus scope) loads when one first opens. */
const RsvpModal = lazy(() =>
  import('./reservationModals.ts').then((module) => ({ default: module.RsvpModal })),
);
const SxxpressModal = lazy(() =>
  import('./reservationModals.ts').then((module) => ({ default: module.SxxpressModal })),
);

/** Narrower than this, the page is the mobile layout (the `mobile` flag of the "Opened" events). */
const MOBILE_QUERY = '(max-width: 767px)';

/**
 * RSVP and SXXPress on an event page: a button per offer the event makes (`reservable`,
 * `express_entry`), each opening its dialog. Opening one tracks "RSVP Opened" / "SXXPress Opened"
 * (event_id, timestamp, mobile; SXXPress also the message shown). A canceled event offers neither.
 */
export function EventReservations({ event }: { event: Event }) {
  const { user } = useSite();
  const analytics = useAnalytics();
  const { pathname, search } = useLocation();
  const mobile = useMediaQuery(MOBILE_QUERY, false);
  const { state, reserve, cancel } = useReservations(event);
  const [open, setOpen] = useState<ReservationKind | null>(null);
  if (event.canceled || (!event.reservable && !event.express_entry)) return null;

  const shared = {
    eventId: event.event_id,
    eventName: event.name,
    mobile,
    signedIn: user !== null,
    loginHref: loginHref(returnPath(pathname, search)),
    onOpened: (payload: object, name: 'RSVP Opened' | 'SXXPress Opened') =>
      analytics?.track(name, { ...payload }),
  };

  return (
    <>
      {event.reservable ? (
        <>
          <Button onPress={() => setOpen('rsvp')} aria-haspopup="dialog">
            {state?.rsvp ? 'RSVP: going' : 'RSVP'}
          </Button>
          {open === 'rsvp' ? (
            <Suspense fallback={null}>
              <RsvpModal
                {...shared}
                isOpen
                onOpenChange={(isOpen) => setOpen(isOpen ? 'rsvp' : null)}
                offer={{
                  available: true,
                  capacity: event.capacity,
                  remaining: state?.rsvp_remaining ?? null,
                }}
                reserved={state?.rsvp ?? false}
                onReserve={() => reserve('rsvp')}
                onCancel={() => cancel('rsvp')}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
      {event.express_entry ? (
        <>
          <Button onPress={() => setOpen('express')} aria-haspopup="dialog">
            {state?.express ? 'SXXPress: confirmed' : 'SXXPress'}
          </Button>
          {open === 'express' ? (
            <Suspense fallback={null}>
              <SxxpressModal
                {...shared}
                isOpen
                onOpenChange={(isOpen) => setOpen(isOpen ? 'express' : null)}
                message={event.express_message}
                offer={{ available: true, capacity: null, remaining: state?.express_remaining ?? null }}
                reserved={state?.express ?? false}
                onReserve={() => reserve('express')}
                onCancel={() => cancel('express')}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </>
  );
}
