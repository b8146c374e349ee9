import type { SiteApi } from '../api.ts';
import type { CurrentUser } from '../currentUser.ts';
import { Analytics } from './analytics.ts';
import { anonymousId } from './anonymousId.ts';
import { apiSink } from './apiSink.ts';
import { runAnalytics } from './lifecycle.ts';
import type { DeferredTracker } from './tracker.ts';

/**
 * Starts the page's analytics layer (spec section 7), loaded once the page is hydrated (main.tsx):
 * `page` once, `identify` with the uid and roles of the signed-in user, the periodic and on-leave
 * flushes, and the events the page tracked before it was there (`tracker`).
 */
export function startAnalytics({
  api,
  user,
  tracker,
}: {
  api: SiteApi;
  user: CurrentUser | null;
  tracker: DeferredTracker;
}): Analytics {
  const analytics = new Analytics({
    sink: apiSink(api),
    anonymousId: anonymousId(safeLocalStorage()),
    online: navigator.onLine,
  });
  analytics.page(window.location.pathname);
  if (user) analytics.identify(user.uid, user.roles);
  runAnalytics(analytics);
  tracker.attach(analytics);
  return analytics;
}

/** `localStorage`, or `null` where reading it throws (storage blocked by the browser's settings). */
function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
