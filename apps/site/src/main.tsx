import '@conf/ui/theme.css';
import '@conf/ui/page.css';
import './styles/site.css';
import './styles/pages.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { DeferredTracker } from './analytics/tracker.ts';
import { api } from './api.ts';
import { readSiteConfig } from './config.ts';
import { readCurrentUser } from './currentUser.ts';
import { createSiteFeatureClient } from './features/siteFeatures.ts';
import type { SnapshotRecords } from './offline/snapshotRecords.ts';
import { beginIslandHydration } from './ondemand/island.tsx';
import { createRoutes } from './router.tsx';
import type { SiteDeps } from './site.tsx';
import { readHydrationState } from './ssr/hydrationData.ts';
import { loadMatchedRoutes } from './ssr/loadMatchedRoutes.ts';

const user = readCurrentUser();
// Events tracked before the analytics layer is there wait in it (startAnalytics below).
const analytics = new DeferredTracker();

const config = readSiteConfig();
const features = createSiteFeatureClient(api, config);
const deps: SiteDeps = { api, config, user, analytics, features, offline: answerFromDevice };
const hydrationData = readHydrationState();
// A server-rendered page carries the flags in force when it was rendered: as fresh as a fetch.
if (hydrationData) features.replace(config.features);
else void features.load();

/**
 * Pages answered from the schedule kept on the device when the network fails (docs/offline.md): that
 * code is loaded by the first such answer, never before.
 */
function answerFromDevice<T extends object>(
  year: number,
  failure: unknown,
  pick: (records: SnapshotRecords) => T | undefined | Promise<T | undefined>,
): Promise<T> {
  return import('./offline/deviceAnswer.ts').then((offline) => offline.answerFromDevice(year, failure, pick));
}

// The pages are at the root paths (/, /2026/events/42); only the assets live under /vite/,
// so the router's basename is the root, not Vite's base.
const routes = createRoutes(deps);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

/**
 * Hydrates the server's page, or renders the page in the browser when the server did not. No
 * top-level `await`: Rolldown gives up its chunk optimizations for a module graph with one, and then
 * left the modules shared by the entry and the routes in 20 small chunks of the first load.
 */
async function start(root: HTMLElement): Promise<void> {
  if (hydrationData) {
    // The page's islands (ondemand/island.tsx) keep their server HTML until their code is there:
    // from now, before its screens' modules define them.
    beginIslandHydration();
    // The server rendered this page: the code of its screens is loaded before hydrating, so that
    // the first render in the browser is the server's (a lazy route would render nothing meanwhile).
    // The page is painted already: the boot script adds this module after the first paint
    // (src/boot.js, decision 0016).
    await loadMatchedRoutes(routes, window.location);
    const router = createBrowserRouter(routes, { basename: '/', hydrationData });
    // Ranking the routes and starting the router is a task of its own (about 0.1 s on a phone-speed
    // CPU): the browser may answer a tap between it and the hydration's first slice.
    await nextTask();
    // As a transition, so that React hydrates in slices of a few milliseconds and the browser stays
    // responsive: hydrating the search page's 60 tiles and filters at once was one task of 2.2 s on a
    // phone-speed CPU (4x throttled; about 3.7 s of blocking in all), in slices the longest task is
    // about 0.2 s. A press on the page before hydration ends makes React hydrate at once and then
    // handle it. (An earlier attempt failed the phone tests of search and scroll restoration: the
    // server rendered the wide filter sidebar, which folded away after hydration, now later than
    // the tests' wait; the server now renders the folded sidebar, see SearchSidebar.tsx.)
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App deps={deps} router={router} />
        </StrictMode>,
      );
    });
  } else {
    const router = createBrowserRouter(routes, { basename: '/' });
    createRoot(root).render(
      <StrictMode>
        <App deps={deps} router={router} />
      </StrictMode>,
    );
  }
}

/** Resolves in a task of its own, after what the browser has waiting (input first). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The service worker and the programme kept on the device (docs/offline.md), from a dynamic import
 * once the page is hydrated, so that they add nothing to the first load; only in a build (the dev
 * server has no /sw.js of its own).
 */
function startOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  import('./offline/updatePrompt.tsx')
    .then(({ startServiceWorker }) =>
      startServiceWorker({ api, landingYear: config.landingYear, uid: user?.uid ?? null }),
    )
    .catch((err: unknown) => console.warn('The service worker was not registered', err));
}

/**
 * The analytics layer (spec section 7: `page` once on load, `identify` with the uid and roles of the
 * hidden field, then the tracked events), from a dynamic import once the page is hydrated: it is not
 * part of the first load.
 */
function startAnalyticsLater(): void {
  import('./analytics/startAnalytics.ts')
    .then(({ startAnalytics }) => startAnalytics({ api, user, tracker: analytics }))
    .catch((err: unknown) => console.warn('Analytics did not start', err));
}

void start(container).then(() => {
  startAnalyticsLater();
  startOffline();
});
