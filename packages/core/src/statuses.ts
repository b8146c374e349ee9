/**
 * Live event statuses set by venue staff (spec section 4): the status values, the venue message
 * options and how each is labelled. Shared by the server (validation, storage), the kiosk and
 * signage pages, and the staff selectors of the site.
 */

import {
  type StatusCode as ContractStatusCode,
  type VenueMessage as ContractVenueMessage,
  type EventStatusValue,
  statusCodeValues,
  venueMessageValues,
} from '@conf/contract';

/** Status values, in the order staff selectors offer them. `none` means no status is shown. */
export const STATUS_CODES: readonly StatusCode[] = statusCodeValues;

/** One status code (`none`, `green`, `yellow`, `red`, `canceled`): the contract's StatusCode. */
export type StatusCode = ContractStatusCode;

/** Venue message options, in the spec's order; the empty string means no message. */
export const VENUE_MESSAGES: readonly ContractVenueMessage[] = venueMessageValues;

/** One venue message option. */
export type VenueMessage = ContractVenueMessage;

/** What an event without a stored status answers: no status, no message. */
export const NO_EVENT_STATUS: EventStatusValue = {
  status: 'none',
  message: '',
};

/**
 * Labels of the status values. The spec names the colours only; these are the words shown next to
 * them (a colour alone is not accessible): green = the room is open, yellow = filling up,
 * red = full, canceled = the event will not take place.
 */
export const EVENT_STATUS_LABELS: Readonly<Record<StatusCode, string>> = {
  none: 'No status',
  green: 'Open',
  yellow: 'Filling up',
  red: 'Full',
  canceled: 'Canceled',
};

export function isStatusCode(value: unknown): value is StatusCode {
  return typeof value === 'string' && (STATUS_CODES as readonly string[]).includes(value);
}

export function isVenueMessage(value: unknown): value is VenueMessage {
  return typeof value === 'string' && (VENUE_MESSAGES as readonly string[]).includes(value);
}

/** Label of a venue message option in a selector (the empty option reads "No message"). */
export function venueMessageLabel(message: VenueMessage): string {
  return message === '' ? 'No message' : message;
}
