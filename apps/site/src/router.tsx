import { SITE_ROUTE_PATTERNS, type SitePattern, YEARLESS_ONLY } from '@conf/core';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { LoadingScreen } from './layout/LoadingScreen.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { ArtistsScreen } from './routes/artists.tsx';
import { AttendeeDetailScreen } from './routes/attendee-detail.tsx';
import { AttendeesScreen } from './routes/attendees.tsx';
import type { CatalogRecordKind } from './routes/catalog-record.tsx';
import { ContributorsScreen } from './routes/contributors.tsx';
import { FavoritesScreen } from './routes/favorites.tsx';
import { LandingScreen } from './routes/landing.tsx';
import { NotFoundScreen } from './routes/not-found.tsx';
import {
  DashboardScreen,
  LoginScreen,
  NearbyScreen,
  SettingsScreen,
  SignupScreen,
  VenuesScreen,
} from './routes/planned-screens.tsx';
import { RouteErrorScreen } from './routes/route-error.tsx';
import { SearchScreen } from './routes/search.tsx';
import { SearchTestScreen } from './routes/search-test.tsx';
import { SpeakersScreen } from './routes/speakers.tsx';
import type { SiteDeps } from './site.tsx';
import { routeYear } from './year.ts';

/** What a route pattern renders: everything of a route object but its place in the tree. */
type Screen = Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'lazy' | 'loader'>;

type Deps = Pick<SiteDeps, 'api' | 'config'>;

/** Event page, loaded on demand: it brings the detail styles and its loader. */
function eventScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const { eventLoader, Component } = await import('./routes/event-detail.tsx');
      return { loader: eventLoader(deps), Component };
    },
  };
}

/** Contributor (and artist) page, with its own error screen linking back to /contributors. */
function contributorScreen(deps: Deps): Screen {
  return {
    lazy: async () => {
      const { contributorLoader, Component, ErrorBoundary } = await import('./routes/contributor-detail.tsx');
      return { loader: contributorLoader(deps), Component, ErrorBoundary };
    },
  };
}

function catalogRecordScreen(kind: CatalogRecordKind, deps: Deps): Screen {
  return {
    lazy: async () => {
      const { catalogRecordLoader, Component } = await import('./routes/catalog-record.tsx');
      return { loader: catalogRecordLoader(kind, deps), Component };
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
    '/': { Component: LandingScreen },
    '/search': { Component: SearchScreen },
    '/search/test': { Component: SearchTestScreen },
    '/search/:models': { Component: SearchScreen },
    '/artists': { Component: ArtistsScreen },
    '/artists/:id': contributorScreen(deps),
    '/contributors': { Component: ContributorsScreen },
    '/contributors/:id': contributorScreen(deps),
    '/speakers': { Component: SpeakersScreen },
    '/events/:id': eventScreen(deps),
    '/films/:id': catalogRecordScreen('film', deps),
    '/venues': { Component: VenuesScreen },
    '/venues/:id': catalogRecordScreen('venue', deps),
    '/brands/:id': catalogRecordScreen('brand', deps),
    '/exhibitors/:id': catalogRecordScreen('exhibitor', deps),
    '/music_fest_presenters/:id': catalogRecordScreen('music_fest_presenter', deps),
    '/favorites': { Component: FavoritesScreen },
    '/favorites/:models': { Component: FavoritesScreen },
    '/attendees': { Component: AttendeesScreen },
    '/attendees/:id': { Component: AttendeeDetailScreen },
    '/login': { Component: LoginScreen },
    '/signup': { Component: SignupScreen },
    '/settings': { Component: SettingsScreen },
    '/dashboard': { Component: DashboardScreen },
    '/nearby': { Component: NearbyScreen },
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
 * loader turns away a segment that is not a year with the 404 screen; detail loaders check it too,
 * since loaders of one navigation run in parallel. Errors render inside the page frame.
 */
export function createRoutes(deps: Deps): RouteObject[] {
  const screens = siteScreens(deps);
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
              path: ':year',
              loader: ({ params }: LoaderFunctionArgs) => routeYear(params.year, deps.config.landingYear),
              children: screenRoutes(screens, true),
            },
            { path: '*', Component: NotFoundScreen },
          ],
        },
      ],
    },
  ];
}
