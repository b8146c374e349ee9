import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURES,
  FEATURE_CACHE_MS,
  FEATURE_FLAGS,
  isFeatureCacheFresh,
  resolveFeatures,
} from './features.ts';

describe('features', () => {
  it('names the nine flags', () => {
    expect(FEATURE_FLAGS).toEqual([
      'alphanav',
      'attendee_directory',
      'dashboard',
      'filters',
      'filter_counts',
      'nearby',
      'pagination',
      'preview_mode',
      'venues',
    ]);
  });

  it('turns on filters, pagination and preview_mode by default, and nothing else', () => {
    const on = FEATURE_FLAGS.filter((flag) => DEFAULT_FEATURES[flag]);
    expect(on).toEqual(['filters', 'pagination', 'preview_mode']);
  });

  it('caches for 5 minutes', () => {
    expect(FEATURE_CACHE_MS).toBe(300_000);
    expect(isFeatureCacheFresh(1_000, 1_000 + FEATURE_CACHE_MS - 1)).toBe(true);
    expect(isFeatureCacheFresh(1_000, 1_000 + FEATURE_CACHE_MS)).toBe(false);
    expect(isFeatureCacheFresh(5_000, 1_000)).toBe(false);
  });

  describe('resolveFeatures', () => {
    it('takes known boolean flags from the answer', () => {
      const features = resolveFeatures({ venues: true, filters: false });
      expect(features.venues).toBe(true);
      expect(features.filters).toBe(false);
      expect(features.pagination).toBe(true);
    });

    it('keeps defaults for missing, malformed or unknown flags', () => {
      expect(resolveFeatures({ venues: 'yes', other: true })).toEqual(DEFAULT_FEATURES);
    });

    it('falls back to the defaults when the fetch failed', () => {
      expect(resolveFeatures(undefined)).toEqual(DEFAULT_FEATURES);
      expect(resolveFeatures(null)).toEqual(DEFAULT_FEATURES);
      expect(resolveFeatures('error')).toEqual(DEFAULT_FEATURES);
    });
  });
});
