import { DEFAULT_FEATURES } from '@conf/core';
import { describe, expect, it } from 'vitest';
import { mergeFlags } from './store.ts';

describe('feature flags', () => {
  it('take the stored flags over the configured defaults, ignoring unknown keys', () => {
    expect(
      mergeFlags(DEFAULT_FEATURES, [
        { key: 'venues', value: true },
        { key: 'filters', value: false },
        { key: 'darkmode', value: true },
      ]),
    ).toEqual({ ...DEFAULT_FEATURES, venues: true, filters: false });
  });
});
