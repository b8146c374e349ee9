/**
 * Registers the site's service worker (/sw.js, scope `/`, built by vite-plugin-pwa: docs/offline.md)
 * with workbox-window, and reports a new version that waits to take over. Loaded by a dynamic import
 * after hydration (./startOffline.ts), so none of it is part of the first load.
 */
import { Workbox } from 'workbox-window';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * What the page does with a waiting version: `activate` tells the new worker to take over
 * (SKIP_WAITING) and reloads the page once it controls it.
 */
export type OnUpdateWaiting = (activate: () => void) => void;

export async function registerServiceWorker(onUpdateWaiting: OnUpdateWaiting): Promise<Workbox> {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  let reloading = false;
  workbox.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
  return workbox;
}
