import type { SiteApi } from '../api.ts';
import type { AnalyticsSink, SendOutcome } from './types.ts';

/** The contract's `AnalyticsBatch.maxItems`. */
export const API_SINK_MAX_BATCH = 100;

/**
 * The default sink: the product's own endpoint, `POST /api/analytics` (trackAnalytics), through the
 * site's API client, so the CSRF header and JSON content type come from its middleware. `keepalive`
 * is passed as a fetch option: openapi-fetch copies unknown options into the `Request`, and the
 * client's retry wrapper copies the `Request` (keeping `keepalive`) for each attempt, so a flush on
 * `pagehide` outlives the page. `navigator.sendBeacon` is not used because it cannot send the CSRF
 * header the endpoint requires.
 */
export function apiSink(api: SiteApi): AnalyticsSink {
  return {
    maxBatchSize: API_SINK_MAX_BATCH,
    async send(events, { keepalive }): Promise<SendOutcome> {
      try {
        const { response } = await api.POST('/api/analytics', {
          body: { events: [...events] },
          keepalive,
        });
        if (response.ok) return 'sent';
        return response.status === 429 || response.status >= 500 ? 'retry' : 'drop';
      } catch {
        // Offline, timed out or aborted: keep the events for the next flush.
        return 'retry';
      }
    },
  };
}
