import type { AnalyticsEvent, AnalyticsSink } from './types.ts';

/** Spec section 9: the analytics queue flushes every 3 seconds. */
export const FLUSH_INTERVAL_MS = 3_000;

/**
 * Most events kept while they cannot be delivered (offline for long, endpoint down); beyond it the
 * oldest are dropped, so a tab left open offline does not grow without end.
 */
export const MAX_QUEUED_EVENTS = 1_000;

/** The product's track event names (spec section 7). */
export type TrackName = 'favorite' | 'unfavorite' | 'search' | 'SXXPress Opened' | 'RSVP Opened';

export interface AnalyticsOptions {
  sink: AnalyticsSink;
  /** Identifies this browser across events before and after sign-in (see `anonymousId.ts`). */
  anonymousId: string;
  /** Whether the browser is online at start (`navigator.onLine`); default true. */
  online?: boolean;
  now?: () => Date;
  maxQueued?: number;
}

/**
 * The client analytics layer: events are queued and delivered in batches by a flush (every 3 s
 * once started, and at once with `keepalive` when the page is hidden or left). While the browser is
 * offline nothing is sent and the queue is kept; coming back online flushes it. A batch the sink
 * could not deliver goes back to the front of the queue.
 */
export class Analytics {
  readonly #sink: AnalyticsSink;
  readonly #anonymousId: string;
  readonly #now: () => Date;
  readonly #maxQueued: number;
  #queue: AnalyticsEvent[] = [];
  #online: boolean;
  #flushing: Promise<void> | null = null;

  constructor(options: AnalyticsOptions) {
    this.#sink = options.sink;
    this.#anonymousId = options.anonymousId;
    this.#online = options.online ?? true;
    this.#now = options.now ?? (() => new Date());
    this.#maxQueued = options.maxQueued ?? MAX_QUEUED_EVENTS;
  }

  /** Whether the layer believes the browser is online (it then flushes). */
  get online(): boolean {
    return this.#online;
  }

  /** Events waiting to be delivered. */
  get pending(): readonly AnalyticsEvent[] {
    return this.#queue;
  }

  /** A page view; `name` is the path. */
  page(path: string, properties: Record<string, unknown> = {}): void {
    this.#enqueue('page', path, properties);
  }

  /** Who the visitor is: the user's uid and roles list (spec section 3). */
  identify(uid: string, roles: readonly string[]): void {
    this.#enqueue('identify', uid, { uid, roles: [...roles] });
  }

  track(name: TrackName, properties: Record<string, unknown> = {}): void {
    this.#enqueue('track', name, properties);
  }

  /** Records a change of connectivity; coming back online flushes what was kept. */
  setOnline(online: boolean): void {
    const cameBack = online && !this.#online;
    this.#online = online;
    if (cameBack) void this.flush();
  }

  /**
   * Delivers the queue, batch by batch, until it is empty or a batch fails. One flush runs at a
   * time; a flush asked for meanwhile waits for it and then sends what arrived since.
   */
  async flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (this.#flushing) {
      await this.#flushing;
      if (this.#queue.length === 0) return;
    }
    const run = this.#drain(keepalive);
    this.#flushing = run;
    try {
      await run;
    } finally {
      if (this.#flushing === run) this.#flushing = null;
    }
  }

  async #drain(keepalive: boolean): Promise<void> {
    while (this.#online && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#sink.maxBatchSize);
      const outcome = await this.#sink.send(batch, { keepalive });
      if (outcome === 'retry') {
        this.#queue.unshift(...batch);
        this.#trim();
        return;
      }
    }
  }

  #enqueue(type: AnalyticsEvent['type'], name: string, properties: Record<string, unknown>): void {
    this.#queue.push({
      type,
      name: name.slice(0, 200) || type,
      properties,
      timestamp: this.#now().toISOString(),
      anonymous_id: this.#anonymousId,
    });
    this.#trim();
  }

  #trim(): void {
    const excess = this.#queue.length - this.#maxQueued;
    if (excess > 0) this.#queue.splice(0, excess);
  }
}
