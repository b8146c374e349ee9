import { RESIZE_DEBOUNCE_MS } from '@conf/core';
import { useEffect, useState } from 'react';

function currentWidthAtLeast(minWidth: number): boolean {
  return typeof window !== 'undefined' && window.innerWidth >= minWidth;
}

function mediaQueryList(minWidth: number): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const list = window.matchMedia(`(min-width: ${minWidth}px)`);
  // Very old engines have `addListener` only: they get the resize fallback.
  return typeof list.addEventListener === 'function' ? list : null;
}

/**
 * Whether the window is at least `minWidth` CSS px wide, following width changes. It listens to
 * the media query `(min-width: …)` where `matchMedia` exists; elsewhere it reads the width on
 * `resize`, debounced by `debounceMs` (300 ms, spec section 9) so a drag does not re-render on
 * every frame. Without a window (server rendering) it answers `false`: the narrow layout first.
 */
export function useMinWidth(minWidth: number, debounceMs = RESIZE_DEBOUNCE_MS): boolean {
  const [matches, setMatches] = useState(
    () => mediaQueryList(minWidth)?.matches ?? currentWidthAtLeast(minWidth),
  );
  useEffect(() => {
    const list = mediaQueryList(minWidth);
    if (list) {
      const onChange = () => setMatches(list.matches);
      onChange();
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMatches(currentWidthAtLeast(minWidth)), debounceMs);
    };
    setMatches(currentWidthAtLeast(minWidth));
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [minWidth, debounceMs]);
  return matches;
}
