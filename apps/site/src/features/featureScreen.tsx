import type { FeatureFlag } from '@conf/core';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, useRouteError } from 'react-router-dom';
import { NotFoundScreen } from '../routes/not-found.tsx';
import { type FeatureDeps, isFeatureOffError, requireFeature } from './siteFeatures.ts';

/** What a route pattern renders (as in router.tsx). */
export type FeatureScreen = Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'lazy' | 'loader'>;

type Loader = (args: LoaderFunctionArgs) => unknown;

function behind(deps: FeatureDeps, flag: FeatureFlag, loader: unknown): Loader {
  return async (args) => {
    await requireFeature(deps, flag);
    return typeof loader === 'function' ? (loader as Loader)(args) : null;
  };
}

/**
 * A route's own error screen (the attendee page has one) that leaves "feature off" to the
 * page-not-found screen: for visitors, the page does not exist.
 */
function featureErrorBoundary(Boundary: ComponentType): ComponentType {
  return function FeatureErrorBoundary() {
    const error = useRouteError();
    return isFeatureOffError(error) ? <NotFoundScreen /> : <Boundary />;
  };
}

function withBoundary<T extends { ErrorBoundary?: ComponentType | null }>(route: T): T {
  return route.ErrorBoundary ? { ...route, ErrorBoundary: featureErrorBoundary(route.ErrorBoundary) } : route;
}

/**
 * A screen that exists only while `flag` is on: its loader (its own, one from its lazy module,
 * or none) first checks the flag and shows the 404 screen when it is off, so the page and its
 * data calls are never reached. Wrapping the screen leaves it as it is built elsewhere.
 */
export function featureScreen(deps: FeatureDeps, flag: FeatureFlag, screen: FeatureScreen): FeatureScreen {
  const { lazy, loader, ...rest } = withBoundary(screen);
  if (typeof lazy === 'function') {
    return {
      ...rest,
      // The flag is checked before the module's loader runs (a static loader beside `lazy` would
      // make react-router ignore the lazy one).
      lazy: async () => {
        const route = withBoundary(await lazy());
        return { ...route, loader: behind(deps, flag, route.loader) };
      },
    };
  }
  return { ...rest, loader: behind(deps, flag, loader) };
}
