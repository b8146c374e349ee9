import { SITE_ROUTE_PATTERNS, type SitePattern, YEARLESS_ONLY } from '@conf/core';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { signedInOnly, visitorsOnly } from './auth/signedInOnly.ts';
import { featureScreen } from './features/featureScreen.tsx';
import { LoadingScreen } from './layout/LoadingScreen.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { landingLoader } from './now/useDuringProgramme.ts';
import type { IslandComponent } from './ondemand/island.tsx';
import type { ContributorListKind } from './routes/contributor-list.tsx';
import { LandingScreen } from './routes/landing.tsx';
import { NotFoundScreen } from './routes/not-found.tsx';
import type { OrganizationKind } from './routes/organization-detail.tsx';
import { RouteErrorScreen } from './routes/route-error.tsx';
import { SearchTestScreen } from './routes/search-test.tsx';
import type { SiteDeps } from './site.tsx';
import { routeYear } from './year.ts';
import { YEAR_ROUTE_ID, type YearRouteData, yearProgrammeLoader } from './yearProgramme.ts';

/** What a route pattern renders: everything of a route object but its place in the tree. */
type Screen = Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'lazy' | 'loader'>;

type Deps = Pick<SiteDeps, 'api' | 'config' | 'user' | 'features' | 'offline' | 'serverRender'>;

/**
 * The loader of a route whose screen is an island (ondemand/island.tsx): after a navigation it also
 * loads the screen's code, alongside the data, so that the page shows whole (its heading there to
 * take the focus) rather than empty until the code comes. The server's first page never calls it.
 */
function withScreenCode<T>(
  loader: (args: LoaderFunctionArgs) => Promise<T>,
  screen: IslandComponent<object>,
): (args: LoaderFunctionArgs) => Promise<T> {
  return async (args) => (await Promise.all([loader(args), screen.load()]))[0];
}

/** Event page, loaded on demand: it brings the detail styles and its loader. */
function eventScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/event-detail.tsx');
      return {
        loader: withScreenCode(screen.eventLoader(deps), screen.Component),
        Component: screen.Component,
      };
    },
  };
}

/** Contributor (and artist) page, with its own error screen linking back to /contributors. */
function contributorScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/contributor-detail.tsx');
      return {
        loader: withScreenCode(screen.contributorLoader(deps), screen.Component),
        Component: screen.Component,
        ErrorBoundary: screen.ErrorBoundary,
      };
    },
  };
}

function filmScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/film-detail.tsx');
      return { loader: screen.filmLoader(deps), Component: screen.Component };
    },
  };
}

/** The venue list: buildings with their rooms, from the search. */
function venueListScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/venues.tsx');
      return { loader: screen.venueListLoader(deps), Component: screen.Component };
    },
  };
}

/** A venue with its schedule by day and live statuses. */
function venueScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/venue-detail.tsx');
      return { loader: screen.venueLoader(deps), Component: screen.Component };
    },
  };
}

function organizationScreen(kind: OrganizationKind, deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/organization-detail.tsx');
      return { loader: screen.organizationLoader(kind, deps), Component: screen.Component };
    },
  };
}

/** The search page: its loader runs the search of the address (q, filters, h, group, page). */
function searchScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/search.tsx');
      return { loader: screen.searchPageLoader(deps), Component: screen.Component };
    },
  };
}

/** The artist, speaker and contributor lists (searches by model, by name or by date). */
function contributorListScreen(kind: ContributorListKind, deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/contributor-list.tsx');
      return { loader: screen.contributorListLoader(kind, deps), Component: screen.Component };
    },
  };
}

/** A schedule published read-only by its owner (the my-schedule share checkbox). */
function sharedScheduleScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/shared-schedule.tsx');
      return { loader: screen.sharedScheduleLoader(deps), Component: screen.Component };
    },
  };
}

/** My Favorites: visitors are sent to sign in by its loader. */
function favoritesScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/favorites.tsx');
      return { loader: screen.favoritesLoader(deps), Component: screen.Component };
    },
  };
}

function attendeeDirectoryScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/attendees.tsx');
      return { loader: screen.attendeeDirectoryLoader(deps), Component: screen.Component };
    },
  };
}

/** The signed-in user's "today" page (the `dashboard` feature). */
function dashboardScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/dashboard.tsx');
      return { loader: screen.dashboardLoader(deps), Component: screen.Component };
    },
  };
}

/** Events starting soon near a chosen venue (the `nearby` feature). */
function nearbyScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/nearby.tsx');
      return { loader: screen.nearbyLoader(deps), Component: screen.Component };
    },
  };
}

/** What is on now and next, by venue (issue 16 item 3). */
function nowNextScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/now.tsx');
      return { loader: screen.nowNextLoader(deps), Component: screen.Component };
    },
  };
}

/** A day as a grid of rooms × times: the whole programme's or My Favorites' (issue 16 item 2). */
function gridScreen(deps: Deps, view: 'programme' | 'favorites'): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/grid.tsx');
      return { loader: screen.gridLoader(deps, view), Component: screen.Component };
    },
  };
}

/** Attendee page, with its own error screen ("We encountered an error!" for attendee errors). */
function attendeeScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const screen = await import('./routes/attendee-detail.tsx');
      return {
        loader: screen.attendeeLoader(deps),
        Component: screen.Component,
        ErrorBoundary: screen.ErrorBoundary,
      };
    },
  };
}

/**
 * The screen of every route pattern of @conf/core (spec section 2, plus the detail pages search
 * suggestions link to). Typed as a record over the patterns, so a pattern added to core without a
 * screen here fails the type check instead of silently showing the 404 screen.
 */
export function siteScreens(deps: Deps): Record<SitePattern, Screen> {
  return {
    '/': { Component: LandingScreen, loader: landingLoader },
    '/search': searchScreen(deps),
    '/search/test': { Component: SearchTestScreen },
    '/search/:models': searchScreen(deps),
    '/artists': contributorListScreen('artists', deps),
    '/artists/:id': contributorScreen(deps),
    '/contributors': contributorListScreen('contributors', deps),
    '/contributors/:id': contributorScreen(deps),
    '/speakers': contributorListScreen('speakers', deps),
    '/events/:id': eventScreen(deps),
    '/films/:id': filmScreen(deps),
    '/venues': featureScreen(deps, 'venues', venueListScreen(deps)),
    '/venues/:id': featureScreen(deps, 'venues', venueScreen(deps)),
    '/brands/:id': organizationScreen('brand', deps),
    '/exhibitors/:id': organizationScreen('exhibitor', deps),
    '/music_fest_presenters/:id': organizationScreen('music_fest_presenter', deps),
    '/favorites': favoritesScreen(deps),
    '/favorites/grid': gridScreen(deps, 'favorites'),
    '/favorites/:models': favoritesScreen(deps),
    '/schedule/:token': sharedScheduleScreen(deps),
    '/attendees': featureScreen(deps, 'attendee_directory', attendeeDirectoryScreen(deps)),
    '/attendees/:id': featureScreen(deps, 'attendee_directory', attendeeScreen(deps)),
    '/login': { loader: visitorsOnly(deps), lazy: () => import('./routes/login.tsx') },
    '/signup': { loader: visitorsOnly(deps), lazy: () => import('./routes/signup.tsx') },
    '/settings': { loader: signedInOnly(deps), lazy: () => import('./routes/settings.tsx') },
    '/dashboard': featureScreen(deps, 'dashboard', dashboardScreen(deps)),
    '/nearby': featureScreen(deps, 'nearby', nearbyScreen(deps)),
    '/now': nowNextScreen(deps),
    '/grid': gridScreen(deps, 'programme'),
    '/admin/features': { loader: signedInOnly(deps), lazy: () => import('./routes/admin-features.tsx') },
  };
}

function screenRoutes(screens: Record<SitePattern, Screen>, withYear: boolean): RouteObject[] {
  return SITE_ROUTE_PATTERNS.filter((pattern) => !(withYear && YEARLESS_ONLY.has(pattern))).map(
    (pattern): RouteObject =>
      pattern === '/'
        ? { index: true, ...screens[pattern] }
        : { path: pattern.slice(1), ...screens[pattern] },
  );
}

/**
 * The route tree. Pages live at the root paths (only the assets are under /vite/), each pattern
 * once without a year and once under `/:year` (except the yearless-only ones). The `/:year`
 * loader turns away a segment that is not a year with the 404 screen and reads the year's programme
 * (yearProgramme.ts); detail loaders check the year too,
 * since loaders of one navigation run in parallel. Errors render inside the page frame.
 */
export function createRoutes(deps: Deps): RouteObject[] {
  const screens = siteScreens(deps);
  const programmeOf = yearProgrammeLoader(deps);
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: LoadingScreen,
      children: [
        {
          ErrorBoundary: RouteErrorScreen,
          children: [
            ...screenRoutes(screens, false),
            {
              id: YEAR_ROUTE_ID,
              path: ':year',
              loader: async ({ params, request }: LoaderFunctionArgs): Promise<YearRouteData> => {
                const year = routeYear(params.year, deps.config.landingYear);
                return { year, ...(await programmeOf(year, request.signal)) };
              },
              shouldRevalidate: sameYearKeepsProgramme,
              children: screenRoutes(screens, true),
            },
            { path: '*', Component: NotFoundScreen },
          ],
        },
      ],
    },
  ];
}

/**
 * The `/:year` route's data (the year's programme and theme) depends on the year alone: a filter, a
 * page or another screen of the same year keeps it, instead of React Router's default of loading
 * it again with every new address. Loaded again, it came back as a new object (the one the browser
 * keeps rather than the page's hydration data), a new programme for every component that reads it:
 * the filter sidebar, the header and the whole search screen rendered again in the commit that
 * shows a filter's tiles (issue 12, `pnpm bench lists`).
 */
export function sameYearKeepsProgramme({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.year !== nextParams.year;
}
