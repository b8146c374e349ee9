import { useEffect, useState } from 'react';

/** How often a page's clock moves on (events start and end on the minute). */
export const TICK_MS = 30_000;

/**
 * A page's clock: `initial` (the loader's moment) first, so that the browser hydrates what the
 * server rendered, then the browser's, moved on every {@link TICK_MS}. Used by "now and next" and
 * the time grid's now line.
 */
export function useTickingClock(initial: string): Date {
  const [now, setNow] = useState(() => new Date(initial));
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
