/**
 * What the list benchmark (lists.ts) records inside the page, installed before the page's own
 * scripts (Playwright `addInitScript`) and read back with `window.__listBench`. All times are
 * `performance.now()` of the page (ms since its navigation started).
 *
 * - `snapshots`: each time the result tiles change (a mutation observer over the document), the
 *   time, the ids of the tiles shown, in order, and how many of them are busy (`aria-busy` on the
 *   tile: its details not yet its record's, as a list settles in two steps, decision 0032);
 * - `probes`: for each snapshot, when a requestAnimationFrame + setTimeout(0) after it ran, i.e.
 *   when the page had painted it and its main thread was free for input again;
 * - `longTasks` (> 50 ms) and `resources` (fetch and XHR requests with their response end);
 * - `actionStart` and `baseline`: set by `reset()` just before the benchmark clicks.
 *
 * A tile is found by its role, not its class names, so that markup changes do not break the
 * benchmark: an `article` in the main landmark whose heading holds a link (the result tiles of
 * @conf/ui), or failing that a list item (not nested in another) whose heading holds a link. The
 * tile's id is the last path segment of that link (`/2026/events/PP100011` → `PP100011`), the
 * `_id` of the search hit.
 *
 * Plain JavaScript in a string: a function would be serialized from its transpiled source, where
 * the TypeScript loader may add helpers that do not exist in the page.
 */
export const LIST_PROBE_SCRIPT = `(() => {
  const state = {
    actionStart: 0,
    baseline: [],
    snapshots: [],
    probes: [],
    longTasks: [],
    resources: [],
    lastChange: -1,
  };
  window.__listBench = state;
  const TILE_LINK = ':is(h1, h2, h3, h4, h5, h6, [role="heading"]) a[href]';
  const tiles = () => {
    const main = document.querySelector('main, [role="main"]');
    if (!main) return [];
    const articles = [...main.querySelectorAll('article')].filter((tile) => tile.querySelector(TILE_LINK));
    if (articles.length > 0) return articles;
    return [...main.querySelectorAll('li, [role="listitem"]')].filter(
      (item) => item.querySelector(TILE_LINK) && !item.parentElement?.closest('li, [role="listitem"]'),
    );
  };
  const idOf = (tile) => {
    const href = tile.querySelector(TILE_LINK)?.getAttribute('href') ?? '';
    const path = href.split(/[?#]/)[0];
    try {
      return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
    } catch {
      return path;
    }
  };
  const currentIds = () => tiles().map(idOf);
  let shown = '';
  const record = () => {
    const found = tiles();
    const ids = found.map(idOf);
    const busy = found.filter((tile) => tile.getAttribute('aria-busy') === 'true').length;
    const key = ids.join('\\n') + '|' + busy;
    if (key === shown) return;
    shown = key;
    const t = performance.now();
    const snapshot = state.snapshots.push({ t, ids, busy }) - 1;
    state.lastChange = t;
    requestAnimationFrame(() => setTimeout(() => state.probes.push({ t: performance.now(), snapshot }), 0));
  };
  new MutationObserver(record).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['href', 'aria-busy'],
  });
  performance.setResourceTimingBufferSize?.(10000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest') {
        state.resources.push({ url: entry.name, start: entry.startTime, end: entry.responseEnd });
      }
    }
  }).observe({ type: 'resource', buffered: true });
  state.reset = () => {
    state.actionStart = performance.now();
    state.baseline = currentIds();
  };
  /** Whether the tiles changed since the action and neither they nor a long task moved for quietMs. */
  state.settled = (quietMs) => {
    const now = performance.now();
    const changed = state.snapshots.some((s) => s.t >= state.actionStart && s.ids.length > 0);
    const lastLongTask = state.longTasks.reduce((end, task) => Math.max(end, task.end), 0);
    const painted = state.probes.some((p) => p.snapshot === state.snapshots.length - 1);
    return changed && painted && document.readyState === 'complete'
      && now - Math.max(state.lastChange, lastLongTask) >= quietMs;
  };
})();`;

/** The probe's record, as `window.__listBench` holds it (without its functions). */
export interface ListProbeRecord {
  actionStart: number;
  baseline: string[];
  /** `busy`: tiles marked `aria-busy` (absent in records made before it was counted: none). */
  snapshots: { t: number; ids: string[]; busy?: number }[];
  probes: { t: number; snapshot: number }[];
  longTasks: { start: number; end: number }[];
  resources: { url: string; start: number; end: number }[];
}
