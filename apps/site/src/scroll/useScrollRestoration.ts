import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { createScrollMemory, type ScrollMemory, sessionScrollStorage } from './scrollMemory.ts';

/** What is scrolled: the window, or a fake in tests. */
export interface ScrollTarget {
  y(): number;
  scrollTo(y: number): void;
  /**
   * Goes back to a saved position, and stays there while the page settles. Returns a function
   * that stops holding the position (a new navigation).
   */
  restore(y: number): () => void;
  /** Calls `listener` on every scroll; returns the unsubscribe function. */
  onScroll(listener: () => void): () => void;
}

/** Frames (about half a second) during which a restored position is held while the page settles. */
const SETTLE_FRAMES = 30;
/**
 * And at least this long: a reloaded list's tiles above the position are laid out for real only
 * as the page hydrates them, some after half a second, and the browser's scroll anchoring then
 * moved the page by their difference from the placeholder height (a reload came back 59 px off).
 */
const SETTLE_MS = 1_500;
/**
 * How long a position the page is still too short for keeps being sought (parts that load after the
 * list, such as favorite states, can take longer on a slow phone).
 */
const REACH_MS = 3_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Restores `y` on the window, then holds it for a few frames: parts of a page may render a frame
 * later (react-aria collections render in two passes), which makes the page too short for the
 * position at first, or moves the content under it (the browser's scroll anchoring). A position not
 * reached yet is sought for up to {@link REACH_MS}. As soon as the visitor scrolls, the page is theirs.
 */
function restoreWindow(y: number): () => void {
  let frames = 0;
  let frame = 0;
  const started = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const hold = () => {
    const away = Math.abs(window.scrollY - y) > 1;
    if (away) window.scrollTo(0, y);
    frames += 1;
    const elapsed = performance.now() - started;
    if (frames < SETTLE_FRAMES || elapsed < SETTLE_MS || (away && elapsed < REACH_MS)) {
      frame = requestAnimationFrame(hold);
    } else stop();
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  window.scrollTo(0, y);
  frame = requestAnimationFrame(hold);
  return stop;
}

export const windowScrollTarget: ScrollTarget = {
  y: () => window.scrollY,
  scrollTo: (y) => window.scrollTo(0, y),
  restore: restoreWindow,
  onScroll(listener) {
    window.addEventListener('scroll', listener, { passive: true });
    return () => window.removeEventListener('scroll', listener);
  },
};

let siteMemory: ScrollMemory | null = null;

/** The site's scroll memory: one per page lifetime, persisted in the tab's sessionStorage. */
export function siteScrollMemory(): ScrollMemory {
  siteMemory ??= createScrollMemory(sessionScrollStorage());
  return siteMemory;
}

/**
 * The memory key of a history entry. Entries carry a unique key, except the first one of a tab's
 * visit, which react-router calls `default`: the address tells those apart.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/**
 * Scroll restoration (spec section 4: "Scroll position is restored on back navigation"), with a
 * bounded memory (spec section 5: at most 50 entries) instead of react-router's
 * `<ScrollRestoration>`, whose sessionStorage record grows without limit.
 *
 * - The position of the page being left is the last one seen by a scroll listener while no
 *   navigation was pending, so it is the position before the navigation began (a shorter new page
 *   would clamp `scrollY` first, and the old page can move while the next one loads).
 * - Back and forward (POP, also a reload) go to the saved position of the entry, once the new
 *   page is rendered: loaders have finished by then, so the page has its height.
 * - A new page (another pathname) starts at the top; a change of query string only (a filter, a
 *   page of results) keeps the position, and the page decides what to show. That position is not
 *   read in the commit of the new results (it would lay them out there and then): the scroll
 *   listener has it, and reports the browser's own change if the shorter page clamps it.
 */
export function useScrollRestoration(
  memory: ScrollMemory = siteScrollMemory(),
  target: ScrollTarget = windowScrollTarget,
): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // While a navigation is pending (its loader runs), the page being left can still move (a phone's
  // tap, pending-state styles, scroll anchoring): its position is the one before the navigation began.
  const pending = useNavigation().state !== 'idle';
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const current = useRef<{ key: string; pathname: string } | null>(null);
  const lastY = useRef(0);
  const stopHolding = useRef<() => void>(() => {});

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useEffect(
    () =>
      target.onScroll(() => {
        if (!pendingRef.current) lastY.current = target.y();
      }),
    [target],
  );

  useEffect(() => () => stopHolding.current(), []);

  useEffect(() => {
    const save = () => {
      if (current.current) memory.set(current.current.key, target.y());
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [memory, target]);

  const key = scrollKey(location);
  const { pathname, hash } = location;
  useLayoutEffect(() => {
    const previous = current.current;
    if (previous?.key === key) return;
    stopHolding.current();
    stopHolding.current = () => {};
    if (previous) memory.set(previous.key, lastY.current);
    current.current = { key, pathname };
    const saved = navigationType === 'POP' ? memory.get(key) : undefined;
    if (saved !== undefined) {
      stopHolding.current = target.restore(saved);
      lastY.current = saved;
    } else if (previous && previous.pathname !== pathname && hash === '') {
      target.scrollTo(0);
      lastY.current = 0;
    } else if (!previous || hash !== '') {
      lastY.current = target.y();
    }
    // Another query of the same path (a filter, a page of results) keeps the position: `lastY` is
    // the scroll listener's. Not read here: reading the position in the commit that brings the
    // new results forced their layout inside it (13-23 ms of a filter's 60 tiles, issue 12).
  }, [key, pathname, hash, navigationType, memory, target]);
}
