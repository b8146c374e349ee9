import type { AnalyticsEvent } from '@conf/api-client';

export type { AnalyticsEvent };

/** How a batch is delivered: normally, or surviving the page's unload (`pagehide`, tab hidden). */
export interface SendOptions {
  /** Ask the browser to finish the request after the page is gone (`fetch` `keepalive`). */
  keepalive: boolean;
}

/**
 * What became of a batch: `sent`; `retry` (network failure, timeout, 429 or 5xx: the events go back
 * to the front of the queue for the next flush); `drop` (the sink refused them for good, e.g. 400:
 * sending them again would fail again).
 */
export type SendOutcome = 'sent' | 'retry' | 'drop';

/**
 * Where analytics events go. Pluggable: the first-party endpoint (`POST /api/analytics`) is the
 * default; a third-party provider or a test recorder fits the same interface.
 */
export interface AnalyticsSink {
  /** Largest batch the sink accepts at once. */
  readonly maxBatchSize: number;
  send(events: readonly AnalyticsEvent[], options: SendOptions): Promise<SendOutcome>;
}
