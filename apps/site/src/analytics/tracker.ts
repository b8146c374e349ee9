import type { TrackName } from './analytics.ts';

/** What the page's components need of analytics: recording an event (spec section 7). */
export interface Tracker {
  track(name: TrackName, properties?: Record<string, unknown>): void;
}

/** Events a {@link DeferredTracker} keeps before its analytics layer is there. */
export const MAX_WAITING_EVENTS = 100;

/**
 * The tracker the page has from its first line: the analytics layer itself (analytics.ts, its
 * queue, sink and flushing) loads after the page is hydrated (startAnalytics.ts), so that it is not
 * part of any page's first load; events tracked meanwhile wait here, in order, and are handed over
 * when it is attached.
 */
export class DeferredTracker implements Tracker {
  #target: Tracker | null = null;
  readonly #waiting: [TrackName, Record<string, unknown> | undefined][] = [];

  track(name: TrackName, properties?: Record<string, unknown>): void {
    if (this.#target) this.#target.track(name, properties);
    else if (this.#waiting.length < MAX_WAITING_EVENTS) this.#waiting.push([name, properties]);
  }

  /** From now on events go to `target`, the waiting ones first. */
  attach(target: Tracker): void {
    this.#target = target;
    for (const [name, properties] of this.#waiting.splice(0)) target.track(name, properties);
  }
}
