// Kiosk, signage and engage pages: live statuses and auto-scroll. No framework, no inline script
// (the CSP forbids it); the configuration comes from the JSON element #live-config.
(() => {
  const config = JSON.parse(document.getElementById('live-config')?.textContent || '{}');
  const loadedAt = Date.now();

  /** Applies one status message to every badge of that event (the markup of @conf/ui StatusBadge). */
  function apply(status) {
    const items = document.querySelectorAll(`[data-event-id="${CSS.escape(status.id)}"]`);
    for (const item of items) {
      const badge = item.querySelector('.conf-StatusBadge');
      if (!badge) continue;
      const label = badge.querySelector('.conf-StatusBadge-label');
      const message = badge.querySelector('.conf-StatusBadge-message');
      const hasLabel = status.status !== 'none';
      const hasMessage = status.message !== '';
      badge.setAttribute('data-status', status.status);
      badge.hidden = !hasLabel && !hasMessage;
      if (label) {
        label.textContent = hasLabel ? config.labels[status.status] || status.status : '';
        label.hidden = !hasLabel;
      }
      if (message) {
        message.textContent = status.message;
        message.hidden = !hasMessage;
      }
    }
  }

  if (config.stream && 'EventSource' in window) {
    // EventSource reconnects by itself (after the server's retry delay) and sends Last-Event-ID.
    const source = new EventSource(config.stream);
    source.addEventListener('open', () => {
      document.body.dataset.stream = 'open';
    });
    source.addEventListener('error', () => {
      document.body.dataset.stream = 'reconnecting';
    });
    source.addEventListener('status', (event) => {
      try {
        apply(JSON.parse(event.data));
      } catch {
        // a malformed message changes nothing
      }
    });
  }

  // The clock of the header, in the programme's zone (as the server rendered it), every 15 s.
  const clock = document.querySelector('.live-clock');
  const zone = clock?.getAttribute('data-time-zone');
  if (clock && zone) {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    const tick = () => {
      const now = new Date();
      clock.textContent = format.format(now);
      clock.setAttribute('datetime', now.toISOString());
    };
    setInterval(tick, 15_000);
  }

  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (config.scrollMs > 0) {
    setInterval(() => {
      const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      if (bottom) {
        if (config.reloadMs > 0 && Date.now() - loadedAt >= config.reloadMs) {
          window.location.reload();
          return;
        }
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
      } else {
        window.scrollBy({
          top: Math.round(window.innerHeight * 0.85),
          behavior: reduceMotion ? 'auto' : 'smooth',
        });
      }
    }, config.scrollMs);
  } else if (config.reloadMs > 0) {
    setTimeout(() => window.location.reload(), config.reloadMs);
  }
})();
