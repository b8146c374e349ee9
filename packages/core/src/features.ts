/** Feature flags served by GET /api/web/features (spec section 3). */
export const FEATURE_FLAGS = [
  'alphanav',
  'attendee_directory',
  'dashboard',
  'filters',
  'filter_counts',
  'nearby',
  'pagination',
  'preview_mode',
  'venues',
] as const;

/** One feature flag name. */
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Every flag with its value. */
export type Features = Readonly<Record<FeatureFlag, boolean>>;

/** Defaults (spec section 9): filters, pagination and preview_mode on; all others off. */
export const DEFAULT_FEATURES: Features = {
  alphanav: false,
  attendee_directory: false,
  dashboard: false,
  filters: true,
  filter_counts: false,
  nearby: false,
  pagination: true,
  preview_mode: true,
  venues: false,
};

/** How long fetched flags are cached locally: 5 minutes. */
export const FEATURE_CACHE_MS = 5 * 60 * 1000;

/**
 * Reads flags from an untrusted answer: every known flag that is a boolean in `input` wins,
 * anything missing or malformed keeps its default (a failed fetch passes `undefined` and gets the defaults).
 */
export function resolveFeatures(input: unknown): Features {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const resolved = { ...DEFAULT_FEATURES };
  for (const flag of FEATURE_FLAGS) {
    const value = source[flag];
    if (typeof value === 'boolean') resolved[flag] = value;
  }
  return resolved;
}

/** Whether flags cached at `cachedAt` (epoch ms) may still be used at `now`. */
export function isFeatureCacheFresh(cachedAt: number, now: number): boolean {
  return now >= cachedAt && now - cachedAt < FEATURE_CACHE_MS;
}
