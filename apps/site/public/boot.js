/*
 * Starts the site's script once the server-rendered page has been painted (docs/decisions/0016).
 * The page is readable and its links and forms work without script; fetched at once, the 120-180 kB
 * of script shared a slow phone connection with the page's stylesheet and images and pushed its
 * largest paint back. A classic deferred script (the Content-Security-Policy allows only files of the
 * site): it adds the entry module (`data-entry`, written by the build) when the browser reports the
 * first contentful paint; at once in a hidden tab (which paints nothing), after two frames where
 * paints are not reported, and after 3 s at the latest.
 */
(() => {
  const entry = document.currentScript?.getAttribute('data-entry');
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, 3000);
  const paints =
    typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
  if (!paints.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(start));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
      observer.disconnect();
      setTimeout(start, 0);
    }
  }).observe({ type: 'paint', buffered: true });
})();
