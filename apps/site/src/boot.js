// Adds the entry module (data-entry) once the server-rendered page is painted: docs/decisions/0016.
(() => {
  const entry = document.currentScript?.getAttribute('data-entry');
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
    // The browser's first date format loads its locale data: about 100 ms on a phone, in whichever
    // task asks first. Asked here, in a task of its own while the modules download, not inside the
    // entry's evaluation or the hydration (each then a longer blocking task).
    setTimeout(() => {
      try {
        new Intl.DateTimeFormat('en-US').format(0);
      } catch {}
    }, 0);
  };
  // A hidden tab paints nothing; 3 s at the latest; two frames where paints are not reported.
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, 3000);
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
    return requestAnimationFrame(() => requestAnimationFrame(start));
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((paint) => paint.name === 'first-contentful-paint')) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
})();
