import { RESIZE_DEBOUNCE_MS } from '@conf/core';
import { useCallback, useSyncExternalStore } from 'react';

function currentWidthAtLeast(minWidth: number): boolean {
  return typeof window !== 'undefined' && window.innerWidth >= minWidth;
}

function mediaQueryList(minWidth: number): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const list = window.matchMedia(`(min-width: ${minWidth}px)`);
  // Very old engines have `addListener` only: they get the resize fallback.
  return typeof list.addEventListener === 'function' ? list : null;
}

/** The narrow layout: what a server renders (it knows no width) and what hydration starts from. */
const serverSnapshot = () => false;

/**
 * Whether the window is at least `minWidth` CSS px wide, following width changes. It listens to
 * the media query `(min-width: …)` where `matchMedia` exists; elsewhere it reads the width on
 * `resize`, debounced by `debounceMs` (300 ms, spec section 9) so a drag does not re-render on
 * every frame. A server-rendered page is hydrated with the narrow layout (`false`, as the server
 * rendered it), then shows the window's own at once.
 */
export function useMinWidth(minWidth: number, debounceMs = RESIZE_DEBOUNCE_MS): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(minWidth);
      if (list) {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onResize = () => {
        clearTimeout(timer);
        timer = setTimeout(onChange, debounceMs);
      };
      window.addEventListener('resize', onResize);
      return () => {
        clearTimeout(timer);
        window.removeEventListener('resize', onResize);
      };
    },
    [minWidth, debounceMs],
  );
  const snapshot = useCallback(
    () => mediaQueryList(minWidth)?.matches ?? currentWidthAtLeast(minWidth),
    [minWidth],
  );
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
