import { matchSiteRoute } from '@conf/core';
import { throwNotFound } from './routeErrors.ts';

/**
 * The conference year of a route: the optional `/:year` segment, or the landing year when the path
 * has none. The rule for a valid year segment is the one the server applies to pick its status
 * code (`matchSiteRoute` of @conf/core: digits only), so the page and the status always agree;
 * anything else (`/abc/events/x`) is not a route and shows the page-not-found screen.
 */
export function routeYear(segment: string | undefined, landingYear: number): number {
  if (segment === undefined) return landingYear;
  const year = matchSiteRoute(`/${segment}`)?.year;
  if (year == null) throwNotFound(`'${segment}' is not a conference year`);
  return year;
}

/** A required route parameter (a record id); a missing one is an error (spec section 5). */
export function requiredParam(value: string | undefined, name: string): string {
  if (value === undefined || value.trim() === '') throw new Error(`The ${name} is missing from the address`);
  return value;
}
