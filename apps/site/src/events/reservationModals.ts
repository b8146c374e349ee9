/** The RSVP and SXXPress dialogs, loaded when one first opens (EventReservations.tsx). */
export { RsvpModal, SxxpressModal } from '@conf/ui';
