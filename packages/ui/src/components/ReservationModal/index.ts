export {
  type KindModalProps,
  ReservationModal,
  type ReservationModalProps,
  RsvpModal,
  SxxpressModal,
} from './ReservationModal.tsx';
export {
  EVENT_FULL_TEXT,
  openedEventName,
  openedPayload,
  RESERVATION_TEXT,
  type ReservationKind,
  type ReservationOffer,
  type ReservationOpenedEvent,
  type ReservationText,
  type ReservationView,
  type RsvpOpenedPayload,
  reservationRemainingText,
  reservationStatusText,
  reservationView,
  type SxxpressOpenedPayload,
} from './reservation.ts';
