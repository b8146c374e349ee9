import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { LinkButton } from '../Link/Link.tsx';
import { Modal } from '../Modal/Modal.tsx';
import {
  openedEventName,
  openedPayload,
  RESERVATION_TEXT,
  type ReservationKind,
  type ReservationOffer,
  type ReservationOpenedEvent,
  type RsvpOpenedPayload,
  reservationStatusText,
  reservationView,
  type SxxpressOpenedPayload,
} from './reservation.ts';

/** Props of {@link ReservationModal}. */
export interface ReservationModalProps {
  /** RSVP (the default) or SXXPress. */
  kind?: ReservationKind;
  /** Whether it is open (controlled). */
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event, exposed as `data-event-id` (and read back for the analytics payload). */
  eventId: string;
  /** The event's name, in the dialog's title. */
  eventName: string;
  /** Whether the page is the mobile layout, exposed as `data-mobile`. */
  mobile: boolean;
  /** Whether someone is signed in; a visitor is asked to log in. */
  signedIn: boolean;
  /** Where "Log in" goes. */
  loginHref: string;
  /** SXXPress: the event's express message, shown in the dialog and sent with "SXXPress Opened". */
  message?: string | null;
  /** What the event offers of this kind. */
  offer: ReservationOffer;
  /** Whether the user holds this reservation (the host's truth; a change from outside is shown at once). */
  reserved: boolean;
  /** Makes the reservation (`createRsvp` / `createExpressReservation`); rejects on failure. */
  onReserve: () => Promise<void>;
  /** Gives it back (`cancelRsvp` / `cancelExpressReservation`); rejects on failure. */
  onCancel: () => Promise<void>;
  /** Called once each time the dialog opens, with the analytics payload and the event's name. */
  onOpened: (payload: SxxpressOpenedPayload | RsvpOpenedPayload, name: ReservationOpenedEvent) => void;
}

type ContentProps = Omit<ReservationModalProps, 'isOpen' | 'onOpenChange' | 'eventName' | 'kind'> & {
  kind: ReservationKind;
};

/**
 * The RSVP and SXXPress dialogs (spec sections 1 and 3), one core for both kinds: a {@link Modal}
 * titled "RSVP: {event}" or "SXXPress: {event}". Its content element carries `data-event-id`,
 * `data-mobile` and `data-kind`; each time it opens, `onOpened` gets "RSVP Opened" (event_id,
 * timestamp, mobile) or "SXXPress Opened" (the same and the message) built from those attributes.
 *
 * States: a visitor gets a Log in link; with the offer open, Reserve / Request express pass (with
 * what is left when known); full, "This event is full" and a disabled button; not offered, a line
 * saying so; held, "You're going" / "Express pass confirmed" with a cancel button. While a call is
 * pending the button says "Reserving…" / "Cancelling…" and ignores presses; a failure keeps the
 * previous state and says so in an alert. The status line is a live region, and the action stays
 * one button, so focus stays on it from Reserve to Cancel.
 */
export function ReservationModal({
  kind = 'rsvp',
  isOpen,
  onOpenChange,
  eventName,
  ...content
}: ReservationModalProps) {
  const text = RESERVATION_TEXT[kind];
  return (
    <Modal
      title={`${text.titlePrefix}: ${eventName}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="conf-ReservationModal"
    >
      <ReservationContent kind={kind} {...content} />
    </Modal>
  );
}

/** The dialog's content; mounted on each opening, which is when it reports "Opened". */
function ReservationContent({
  kind,
  eventId,
  mobile,
  signedIn,
  loginHref,
  message = null,
  offer,
  reserved,
  onReserve,
  onCancel,
  onOpened,
}: ContentProps) {
  const text = RESERVATION_TEXT[kind];
  const rootRef = useRef<HTMLDivElement>(null);
  const reported = useRef(false);
  const [shown, setShown] = useState(reserved);
  const [known, setKnown] = useState(reserved);
  if (known !== reserved) {
    setKnown(reserved);
    setShown(reserved);
  }
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per opening (this mount), with what was shown then.
  useEffect(() => {
    const root = rootRef.current;
    if (reported.current || root === null) return;
    reported.current = true;
    onOpened(openedPayload(kind, root.dataset, message, new Date()), openedEventName(kind));
  }, []);

  const view = reservationView({ signedIn, reserved: shown, offer });
  const shownMessage = kind === 'express' ? message : null;

  const run = async () => {
    if (pending) return;
    const cancelling = view === 'reserved';
    setFailure(null);
    setPending(true);
    try {
      await (cancelling ? onCancel() : onReserve());
      setShown(!cancelling);
    } catch (error) {
      console.error(cancelling ? text.cancelFailed : text.reserveFailed, error);
      setFailure(cancelling ? text.cancelFailed : text.reserveFailed);
    } finally {
      setPending(false);
    }
  };

  const actionLabel =
    view === 'reserved' ? (pending ? text.cancelling : text.cancel) : pending ? text.reserving : text.reserve;

  return (
    <div
      ref={rootRef}
      className="conf-Reservation"
      data-event-id={eventId}
      data-mobile={String(mobile)}
      data-kind={kind}
      data-view={view}
    >
      {shownMessage ? <p className="conf-Reservation-message">{shownMessage}</p> : null}
      <p role="status" className="conf-Reservation-status">
        {reservationStatusText(kind, view, offer)}
      </p>
      {view === 'sign-in' ? (
        <LinkButton variant="primary" href={loginHref} className="conf-Reservation-action">
          Log in
        </LinkButton>
      ) : view === 'unavailable' ? null : (
        <Button
          variant={view === 'reserved' ? 'secondary' : 'primary'}
          isDisabled={view === 'full'}
          isPending={pending}
          onPress={run}
          className="conf-Reservation-action"
        >
          {actionLabel}
        </Button>
      )}
      {failure ? (
        <p role="alert" className="conf-Reservation-error">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link RsvpModal} and {@link SxxpressModal}. */
export type KindModalProps = Omit<ReservationModalProps, 'kind'>;

/** The RSVP dialog: {@link ReservationModal} with `kind="rsvp"`. */
export function RsvpModal(props: KindModalProps) {
  return <ReservationModal {...props} kind="rsvp" />;
}

/** The SXXPress dialog: {@link ReservationModal} with `kind="express"`. */
export function SxxpressModal(props: KindModalProps) {
  return <ReservationModal {...props} kind="express" />;
}
