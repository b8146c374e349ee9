import { useParams } from 'react-router-dom';
import { useSite } from './site.tsx';

/** The year of the current route and whether the address names it (links then keep it). */
export interface RouteYear {
  /** The conference year shown: the `/:year` segment, or the landing year. */
  year: number;
  /** The year to put in links: the segment's year, or `undefined` on a yearless address. */
  linkYear: number | undefined;
}

/**
 * Reads the year of the current route in a screen. The `/:year` route's loader has already turned
 * away segments that are not a year, so the segment here is digits.
 */
export function useRouteYear(): RouteYear {
  const { year: segment } = useParams();
  const { config } = useSite();
  if (segment === undefined) return { year: config.landingYear, linkYear: undefined };
  const year = Number.parseInt(segment, 10);
  return { year, linkYear: year };
}
