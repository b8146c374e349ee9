import type { DataRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { useIslandHydrationDone } from './ondemand/island.tsx';
import { type SiteDeps, SiteProvider } from './site.tsx';

/** The site: its dependencies for every screen, and the router. Tests give a memory router. */
export function App({ deps, router }: { deps: SiteDeps; router: DataRouter }) {
  useIslandHydrationDone();
  return (
    <SiteProvider value={deps}>
      <RouterProvider router={router} />
    </SiteProvider>
  );
}
