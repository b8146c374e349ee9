import { Analytics } from '../analytics/analytics.ts';
import type { AnalyticsEvent } from '../analytics/types.ts';

/**
 * The site's real analytics, its sink keeping every event it is sent in `sent` (in order), so tests
 * can render with it, `flush()` and read what was tracked.
 */
export function recordingAnalytics(): { analytics: Analytics; sent: AnalyticsEvent[] } {
  const sent: AnalyticsEvent[] = [];
  const analytics = new Analytics({
    anonymousId: 'anon',
    sink: {
      maxBatchSize: 100,
      send: async (events) => {
        sent.push(...events);
        return 'sent';
      },
    },
  });
  return { analytics, sent };
}
