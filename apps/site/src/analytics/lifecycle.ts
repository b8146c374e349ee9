import { type Analytics, FLUSH_INTERVAL_MS } from './analytics.ts';

/**
 * Runs an {@link Analytics} layer in a page: a flush every 3 seconds; an immediate `keepalive`
 * flush when the page is hidden (`visibilitychange`) or left (`pagehide`), since either may be the
 * last chance to send; `online`/`offline` tracked, so the queue is kept while offline and flushed
 * when the connection returns. Returns the function that stops all of it.
 *
 * A form the browser itself submits (sign-in, sign-up, sign-out: no script took the submit) also
 * flushes at once: its answer may start a new session, and a batch sent on the `pagehide` that
 * follows would carry the old session's CSRF token and be refused (403), losing its events.
 */
export function runAnalytics(analytics: Analytics, win: Window = window): () => void {
  const doc = win.document;
  const timer = win.setInterval(() => void analytics.flush(), FLUSH_INTERVAL_MS);
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') void analytics.flush({ keepalive: true });
  };
  const onPageHide = () => void analytics.flush({ keepalive: true });
  // Bubbling to the window runs after the page's own handlers, which may have taken the submit.
  const onSubmit = (event: Event) => {
    if (!event.defaultPrevented) void analytics.flush({ keepalive: true });
  };
  const onOnline = () => analytics.setOnline(true);
  const onOffline = () => analytics.setOnline(false);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('submit', onSubmit);
  win.addEventListener('online', onOnline);
  win.addEventListener('offline', onOffline);
  return () => {
    win.clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('submit', onSubmit);
    win.removeEventListener('online', onOnline);
    win.removeEventListener('offline', onOffline);
  };
}
