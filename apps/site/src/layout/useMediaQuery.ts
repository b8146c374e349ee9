import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (rotation, resizing). Where `matchMedia` does
 * not exist (tests in jsdom), `fallback` is the answer. `serverValue` is the answer of the server's
 * render and of hydration's first render in the browser (which must match it); it defaults to
 * `fallback`.
 */
export function useMediaQuery(query: string, fallback = true, serverValue = fallback): boolean {
  const media =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(query)
      : null;
  return useSyncExternalStore(
    (onChange) => {
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => media?.matches ?? fallback,
    () => serverValue,
  );
}
