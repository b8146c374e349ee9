import type { FeatureFlag } from '@conf/core';
import { notFound } from '../http/errors.ts';
import type { RouterHandlers } from '../http/implementation.ts';
import type { LiveFeatures } from './store.ts';

/**
 * The flags the server enforces itself (the others only change what the site shows):
 * - `attendee_directory` off: the attendee JSON (`GET /attendees/{id}.json`), the directory search
 *   (`POST /search/attendees`) and the `/attendees` pages answer 404, as if the directory did not exist;
 * - `venues`, `dashboard` and `nearby` off: their pages answer 404, as the site's loaders decide when
 *   the server renders them (features/siteFeatures.ts `requireFeature`; the venue JSON stays: events
 *   show their venue);
 * - `preview_mode` is read by the search's preview rule (search/preview.ts).
 * Read at each request from the live store, so an admin's change applies at once.
 */
export const FLAGGED_OPERATIONS: Readonly<Record<string, FeatureFlag>> = {
  getAttendee: 'attendee_directory',
  searchAttendees: 'attendee_directory',
};

const FLAG_NAMES: Readonly<Partial<Record<FeatureFlag, string>>> = {
  attendee_directory: 'The attendee directory',
  venues: 'Venue pages',
  dashboard: 'The dashboard',
  nearby: 'Events nearby',
};

/** The handlers, those of flagged operations answering 404 while their flag is off. */
export function gateHandlers(handlers: RouterHandlers, features: LiveFeatures): RouterHandlers {
  const gated: RouterHandlers = { ...handlers };
  for (const [operationId, flag] of Object.entries(FLAGGED_OPERATIONS)) {
    const handler = handlers[operationId];
    if (!handler) continue;
    gated[operationId] = (req, ctx) => {
      if (!features.current()[flag]) {
        throw notFound(`${FLAG_NAMES[flag] ?? flag} is turned off (feature flag ${flag})`);
      }
      return handler(req, ctx);
    };
  }
  return gated;
}
