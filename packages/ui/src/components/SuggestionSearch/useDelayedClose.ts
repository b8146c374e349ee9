import { SUGGESTION_BLUR_DELAY_MS } from '@conf/core';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Closes the list SUGGESTION_BLUR_DELAY_MS after the box loses focus (spec: not at once, so a press
 * in the list still lands), unless the focus has come back to the box or is inside the list by
 * then. `onBlur` starts the wait, `onFocus` cancels it.
 */
export function useDelayedClose(
  close: () => void,
  inside: readonly RefObject<HTMLElement | null>[],
): { onFocus: () => void; onBlur: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ close, inside });
  latest.current = { close, inside };
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onFocus: () => clearTimeout(timer.current),
    onBlur: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const active = document.activeElement;
        const isInside =
          active !== null && latest.current.inside.some((ref) => ref.current?.contains(active));
        if (!isInside) latest.current.close();
      }, SUGGESTION_BLUR_DELAY_MS);
    },
  };
}
