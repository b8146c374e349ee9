/**
 * The site's routes (spec section 2), shared by the router of `apps/site` and by the server,
 * which answers unknown paths with a real 404 status.
 *
 * Most routes take an optional `/{year}` prefix; the year must be an integer (digits only),
 * anything else is not a route and shows the 404 screen.
 */

/** Route patterns in react-router syntax, without the optional year prefix. */
export const SITE_ROUTE_PATTERNS = [
  '/',
  '/search',
  '/search/test',
  '/search/:models',
  '/artists',
  '/artists/:id',
  '/contributors',
  '/contributors/:id',
  '/speakers',
  '/events/:id',
  '/films/:id',
  '/venues',
  '/venues/:id',
  '/brands/:id',
  '/exhibitors/:id',
  '/music_fest_presenters/:id',
  '/favorites',
  // Before '/favorites/:models', which would take it: My Favorites as a time grid.
  '/favorites/grid',
  '/favorites/:models',
  '/attendees',
  '/attendees/:id',
  '/login',
  '/signup',
  '/settings',
  '/dashboard',
  '/nearby',
  '/now',
  '/grid',
  '/schedule/:token',
  '/admin/features',
] as const;

export type SitePattern = (typeof SITE_ROUTE_PATTERNS)[number];

/** Routes that exist only without a year (the attendee directory is not per year). */
export const YEARLESS_ONLY: ReadonlySet<SitePattern> = new Set([
  '/attendees',
  '/attendees/:id',
  '/login',
  '/signup',
  '/settings',
  // A shared schedule is someone's favorites of the landing year, behind a secret link: no year.
  '/schedule/:token',
  // Site administration is not per year: the feature flags hold for the whole site.
  '/admin/features',
]);

export interface SiteRouteMatch {
  pattern: SitePattern;
  /** The year from the path, or null when the path has none. */
  year: number | null;
  params: Record<string, string>;
}

const YEAR_SEGMENT = /^\d{1,6}$/;

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const segment = segments[i] as string;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = decodeURIComponent(segment);
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/**
 * Matches a pathname (without the `/vite` asset base) against the site's routes.
 * A trailing slash is allowed (`/2026/speakers/`). Returns null for anything else.
 */
export function matchSiteRoute(pathname: string): SiteRouteMatch | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter((s, i, all) => s !== '' || (i > 0 && i < all.length - 1));
  } catch {
    return null;
  }
  const withoutYear = (year: number | null, rest: string[]): SiteRouteMatch | null => {
    for (const pattern of SITE_ROUTE_PATTERNS) {
      if (year !== null && YEARLESS_ONLY.has(pattern)) continue;
      try {
        const params = matchPattern(pattern, rest);
        if (params) return { pattern, year, params };
      } catch {
        return null;
      }
    }
    return null;
  };
  const first = segments[0];
  if (first !== undefined && YEAR_SEGMENT.test(first)) {
    return withoutYear(Number.parseInt(first, 10), segments.slice(1));
  }
  return withoutYear(null, segments);
}

/** Builds a path with the optional year prefix: `yearPath(2026, '/events/42')` -> `/2026/events/42`. */
export function yearPath(year: number | null | undefined, path: string): string {
  return year ? `/${year}${path}` : path;
}
