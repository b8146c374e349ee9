import { suggestionHref } from './categories.ts';
import { ENTITY_MODELS, type EntityModel, isEntityModel } from './models.ts';

/**
 * Search hits (spec section 3): where a hit links, how its type is named on a result tile, and when
 * activating its link counts as a search conversion (spec section 5).
 */

/** The fields of a hit that decide where it links. */
export interface HitLinkFields {
  _id: string;
  type: string;
}

/** Every hit type a result tile exists for (the catalogue models). */
export const HIT_TYPES: readonly EntityModel[] = ENTITY_MODELS;

/** Whether a hit type is one the product knows; unknown types are logged and not shown (spec section 8). */
export function isKnownHitType(type: string): type is EntityModel {
  return isEntityModel(type);
}

/** How each hit type is named on a result tile (speakers are persons). */
export const HIT_TYPE_LABELS: Readonly<Record<EntityModel, string>> = {
  event: 'Event',
  artist: 'Artist',
  person: 'Speaker',
  film: 'Film',
  brand: 'Brand',
  exhibitor: 'Exhibitor',
  music_fest_presenter: 'Music Presenter',
  venue: 'Venue',
  attendee: 'Attendee',
};

/**
 * The detail page of a hit: the suggestion links of spec section 2 (`/events/{id}`, a person at
 * `/contributors/{id}`, an artist at `/artists/{id}`, ...) with an optional `/{year}` prefix, and
 * `/attendees/{uid}` for an attendee (the directory has no year). `null` for an unknown type or an
 * empty id.
 */
export function hitHref(hit: HitLinkFields, options: { year?: number } = {}): string | null {
  if (hit._id === '') return null;
  if (hit.type === 'attendee') return `/attendees/${encodeURIComponent(hit._id)}`;
  return hit.type === 'event'
    ? suggestionHref({ type: 'event', event_id: hit._id }, options)
    : suggestionHref({ type: hit.type, entity_id: hit._id }, options);
}

/** What the conversion rule needs from a DOM event (a MouseEvent or a KeyboardEvent fits). */
export interface ActivationEventLike {
  type: string;
  button?: number;
  key?: string;
}

const MOUSE_EVENTS: ReadonlySet<string> = new Set(['click', 'auxclick', 'mousedown', 'mouseup']);
const KEY_EVENTS: ReadonlySet<string> = new Set(['keydown', 'keyup']);

/**
 * Whether an event on a result link activates it in a way that counts as a conversion (spec section
 * 5): the left (0) or middle (1) mouse button, or the Enter or Space key. A right click, another key
 * or any other event does not count.
 */
export function isConversionActivation(event: ActivationEventLike): boolean {
  if (MOUSE_EVENTS.has(event.type)) return event.button === 0 || event.button === 1;
  if (KEY_EVENTS.has(event.type))
    return event.key === 'Enter' || event.key === ' ' || event.key === 'Spacebar';
  return false;
}

/** The body of `POST /search/conversions`. */
export interface SearchConversionPayload {
  search_id: string;
  convertable_type: string;
  convertable_id: string;
}

/**
 * The conversion to record for an activation of a hit's link, or `null` when it does not count:
 * the activation must pass {@link isConversionActivation} and a search id must exist.
 */
export function searchConversion(
  event: ActivationEventLike,
  searchId: string | null | undefined,
  hit: HitLinkFields,
): SearchConversionPayload | null {
  if (searchId == null || searchId === '' || !isConversionActivation(event)) return null;
  return { search_id: searchId, convertable_type: hit.type, convertable_id: hit._id };
}
