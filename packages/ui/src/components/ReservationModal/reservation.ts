/** Which reservation a dialog is about: an RSVP or an SXXPress (express entry) pass. */
export type ReservationKind = 'rsvp' | 'express';

/** What the event offers of that kind (from the event and `getReservations`). */
export interface ReservationOffer {
  /** Whether the event offers it at all (reservable / express entry, not canceled). */
  available: boolean;
  /** Places or passes in all; `null` when unknown or unlimited. */
  capacity: number | null;
  /** Places or passes left; `null` when unknown or unlimited; 0 when full. */
  remaining: number | null;
}

/** What the dialog shows. */
export type ReservationView = 'sign-in' | 'unavailable' | 'full' | 'offered' | 'reserved';

/**
 * The state of the dialog: a visitor is asked to log in; a reservation held is shown (and can be
 * cancelled) even when the event has since filled up; otherwise not offered, full (0 left) or offered.
 */
export function reservationView(state: {
  signedIn: boolean;
  reserved: boolean;
  offer: ReservationOffer;
}): ReservationView {
  if (!state.signedIn) return 'sign-in';
  if (state.reserved) return 'reserved';
  if (!state.offer.available) return 'unavailable';
  if (state.offer.remaining === 0) return 'full';
  return 'offered';
}

/** The wording of one kind. */
export interface ReservationText {
  /** Dialog title in front of the event name. */
  titlePrefix: string;
  signIn: string;
  unavailable: string;
  reserve: string;
  reserving: string;
  reserved: string;
  cancel: string;
  cancelling: string;
  reserveFailed: string;
  cancelFailed: string;
  /** Unit of what is left ("places", "passes"). */
  unit: string;
}

/** The wording of the RSVP and SXXPress dialogs. */
export const RESERVATION_TEXT: Record<ReservationKind, ReservationText> = {
  rsvp: {
    titlePrefix: 'RSVP',
    signIn: 'Log in to RSVP for this event.',
    unavailable: 'RSVP is not offered for this event.',
    reserve: 'Reserve',
    reserving: 'Reserving…',
    reserved: "You're going",
    cancel: 'Cancel RSVP',
    cancelling: 'Cancelling…',
    reserveFailed: 'Could not reserve your place. Try again.',
    cancelFailed: 'Could not cancel your RSVP. Try again.',
    unit: 'places',
  },
  express: {
    titlePrefix: 'SXXPress',
    signIn: 'Log in to request an SXXPress pass for this event.',
    unavailable: 'SXXPress is not offered for this event.',
    reserve: 'Request express pass',
    reserving: 'Requesting…',
    reserved: 'Express pass confirmed',
    cancel: 'Cancel express pass',
    cancelling: 'Cancelling…',
    reserveFailed: 'Could not request your express pass. Try again.',
    cancelFailed: 'Could not cancel your express pass. Try again.',
    unit: 'passes',
  },
};

/** Text of a full event (both kinds). */
export const EVENT_FULL_TEXT = 'This event is full';

/** "12 of 40 places left", "12 places left", or `null` when nothing is known (unlimited). */
export function reservationRemainingText(offer: ReservationOffer, unit: string): string | null {
  if (offer.remaining === null) return null;
  if (offer.capacity !== null) return `${offer.remaining} of ${offer.capacity} ${unit} left`;
  return `${offer.remaining} ${unit} left`;
}

/** The status line of a view. */
export function reservationStatusText(
  kind: ReservationKind,
  view: ReservationView,
  offer: ReservationOffer,
): string {
  const text = RESERVATION_TEXT[kind];
  switch (view) {
    case 'sign-in':
      return text.signIn;
    case 'unavailable':
      return text.unavailable;
    case 'full':
      return EVENT_FULL_TEXT;
    case 'reserved':
      return text.reserved;
    case 'offered':
      return (
        reservationRemainingText(offer, text.unit) ??
        `${text.unit[0]?.toUpperCase()}${text.unit.slice(1)} are available.`
      );
  }
}

/** Analytics "SXXPress Opened" (spec section 3). */
export interface SxxpressOpenedPayload {
  event_id: string;
  timestamp: string;
  mobile: boolean;
  message: string | null;
}

/** Analytics "RSVP Opened" (spec section 3). */
export interface RsvpOpenedPayload {
  event_id: string;
  timestamp: string;
  mobile: boolean;
}

/** Name of the analytics event of a kind. */
export type ReservationOpenedEvent = 'SXXPress Opened' | 'RSVP Opened';

/** The analytics event name of a kind. */
export function openedEventName(kind: ReservationKind): ReservationOpenedEvent {
  return kind === 'express' ? 'SXXPress Opened' : 'RSVP Opened';
}

/**
 * The "Opened" payload, built as the spec says from the modal's data attributes (`data-event-id`,
 * `data-mobile` read through `dataset`), the time and, for SXXPress, the message shown.
 */
export function openedPayload(
  kind: ReservationKind,
  dataset: DOMStringMap,
  message: string | null,
  now: Date,
): SxxpressOpenedPayload | RsvpOpenedPayload {
  const base = {
    event_id: dataset.eventId ?? '',
    timestamp: now.toISOString(),
    mobile: dataset.mobile === 'true',
  };
  return kind === 'express' ? { ...base, message } : base;
}
