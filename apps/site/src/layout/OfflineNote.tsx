import { lazy, Suspense, useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useMatches } from 'react-router-dom';
import { type DeviceOrigin, deviceOriginOf } from '../offline/deviceData.ts';

const OfflineNoteText = lazy(() => import('./OfflineNoteText.tsx'));

/** The device origin of the page shown, if one of its routes' data came from the device. */
function useDeviceOrigin(): DeviceOrigin | undefined {
  const matches = useMatches();
  for (const match of matches) {
    const origin = deviceOriginOf(match.loaderData);
    if (origin) return origin;
  }
  return undefined;
}

/**
 * "Offline — showing the schedule as of …" (docs/offline.md), inside the polite status region at the
 * top of every page (RootLayout), while a route's data came from the schedule kept on the device: the
 * truth is where the data came from, not `navigator.onLine`. The time is when the server last
 * confirmed that schedule current, in the programme's zone (OfflineNoteText.tsx, loaded only then).
 * The browser's `online` event is taken as a hint: the page's loaders run again (what `useRevalidator`
 * does, without adding it to the first-load code of the router), and once the server answers them the
 * note goes. Loaded after the page has rendered, by a dynamic import: no page's first load carries it.
 */
export default function OfflineNote() {
  const origin = useDeviceOrigin();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!origin || !router) return;
    const onOnline = () => void router.revalidate();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [origin, router]);
  return origin ? (
    <Suspense fallback={null}>
      <OfflineNoteText asOf={origin.asOf} />
    </Suspense>
  ) : null;
}
