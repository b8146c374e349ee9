import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `callback` once the browser has painted what is on screen now: after the next animation
 * frame (whose rendering follows its callbacks), in a task of its own. Where there are no frames
 * (a hidden tab, a test's document) it is a task after this one. Returns a function that cancels.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * `value`, one paint late: a render that brings a new value still returns the previous one, and the
 * new one follows in a transition started once the browser has painted that commit (interruptible,
 * rendered while the browser stays responsive). For a part of a page that can wait a frame while
 * the rest, what the visitor asked for, is shown first. The first render returns `value` itself.
 *
 * After the paint, not just after the commit: a transition started by the commit's effects got its
 * first slices of work before the browser's next frame, so the new results were painted 20-30 ms
 * later than committed (issue 12, a filter's tiles in `pnpm bench lists`). ResultGroups settles a
 * new list's tiles this way, and the site's filter sidebar takes new counts so.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => afterNextPaint(() => startTransition(() => setShown(value))), [value]);
  return shown;
}
