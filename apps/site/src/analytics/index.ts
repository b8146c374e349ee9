export {
  Analytics,
  type AnalyticsOptions,
  FLUSH_INTERVAL_MS,
  MAX_QUEUED_EVENTS,
  type TrackName,
} from './analytics.ts';
export { anonymousId } from './anonymousId.ts';
export { API_SINK_MAX_BATCH, apiSink } from './apiSink.ts';
export { runAnalytics } from './lifecycle.ts';
export type { AnalyticsEvent, AnalyticsSink, SendOptions, SendOutcome } from './types.ts';
export { useAnalytics } from './useAnalytics.ts';
