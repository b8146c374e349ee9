import { UpdatePrompt } from '@conf/ui';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './serviceWorker.ts';

/**
 * Registers the service worker and, when a new version is waiting, shows "Update available" in a
 * root of its own at the end of the body (outside the hydrated page): Reload activates the new
 * version and reloads once; Later hides the prompt until the next page load.
 */
export async function startServiceWorker(): Promise<void> {
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
