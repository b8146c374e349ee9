import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the lazy routes matching `location` and puts it in place in the route
 * objects, as React Router asks of a server-rendered page: hydration must render what the server
 * rendered, and a route whose module is still loading would render nothing.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
