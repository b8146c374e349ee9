import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (rotation, resizing). Where `matchMedia` does
 * not exist (tests in jsdom), `fallback` is the answer.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
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
    () => fallback,
  );
}
