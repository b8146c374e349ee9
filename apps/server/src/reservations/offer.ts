import type { ReservationKind } from '@conf/contract';

/**
 * What an event offers for each kind of reservation (docs/decisions/0004-accounts.md):
 * - RSVP when the event is `reservable`; places: `capacity` (null: unlimited);
 * - SXXPress when the event has `express_entry`; passes: `capacity` as well, counted apart from the
 *   RSVPs (the express line admits at most as many people as the room holds; the catalogue has no
 *   separate express allotment).
 * A canceled event offers neither.
 */
export interface EventOffer {
  reservable: boolean;
  capacity: number | null;
  express_entry: boolean;
  canceled: boolean;
}

export interface KindOffer {
  offered: boolean;
  /** Maximum number of reservations of this kind; null: unlimited. */
  limit: number | null;
}

export function offerOf(kind: ReservationKind, event: EventOffer): KindOffer {
  const flag = kind === 'rsvp' ? event.reservable : event.express_entry;
  return { offered: flag && !event.canceled, limit: event.capacity };
}

/** Places or passes left: null when unlimited or not offered. */
export function remaining(kind: ReservationKind, event: EventOffer, taken: number): number | null {
  const flag = kind === 'rsvp' ? event.reservable : event.express_entry;
  if (!flag || event.capacity === null) return null;
  return Math.max(0, event.capacity - taken);
}
