import { UpdatePrompt } from '@conf/ui';
import { createRoot } from 'react-dom/client';
import type { SiteApi } from '../api.ts';
import { afterPageSettles } from './afterPageSettles.ts';
import { startScheduleSync, storeRefresher } from './scheduleSync.ts';
import { registerServiceWorker } from './serviceWorker.ts';

/** What the page hands over (main.tsx): passed in, so that this chunk shares no module with the entry. */
export interface OfflineDeps {
  api: SiteApi;
  landingYear: number;
  /** The signed-in user's uid (their favorites are kept too, for My Favorites offline), or null. */
  uid: string | null;
}

/**
 * Starts what works offline once the page is hydrated (main.tsx loads this module then): keeping the
 * landing year's programme on the device (scheduleSync.ts: when idle, and on every `online`), with the
 * signed-in user's favorites (favoriteListSync.ts), and the
 * service worker. When a new version of the worker is waiting, it shows "Update available" in a root
 * of its own at the end of the body (outside the hydrated page): Reload activates the new version and
 * reloads once; Later hides the prompt until the next page load.
 */
export async function startServiceWorker({ api, landingYear, uid }: OfflineDeps): Promise<void> {
  const refreshSchedule = storeRefresher(api);
  startScheduleSync(landingYear, (year) =>
    Promise.all([
      refreshSchedule(year),
      uid === null
        ? null
        : import('./favoriteListSync.ts').then(({ refreshFavoriteList }) =>
            refreshFavoriteList(api, uid, year),
          ),
    ]),
  );
  // The worker's downloads wait until the visitor's first moments on the page are over.
  await afterPageSettles();
  await registerServiceWorker((activate) => {
    const host = document.createElement('div');
    host.className = 'site-theme';
    document.body.append(host);
    const root = createRoot(host);
    const close = () => {
      root.unmount();
      host.remove();
    };
    root.render(
      <UpdatePrompt
        onReload={() => {
          close();
          activate();
        }}
        onLater={close}
      />,
    );
  });
}
