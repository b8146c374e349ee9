import { DEFAULT_FEATURES, matchSiteRoute } from '@conf/core';
import { describe, expect, it } from 'vitest';
import { siteRouteEnabled } from './gate.ts';
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

  it('turn the directory, venue, dashboard and nearby pages off, and nothing else', () => {
    const route = (path: string) => {
      const match = matchSiteRoute(path);
      if (!match) throw new Error(`no route ${path}`);
      return match;
    };
    const off = {
      ...DEFAULT_FEATURES,
      attendee_directory: false,
      venues: false,
      dashboard: false,
      nearby: false,
    };
    expect(siteRouteEnabled(route('/dashboard'), off)).toBe(false);
    expect(siteRouteEnabled(route('/nearby'), off)).toBe(false);
    expect(siteRouteEnabled(route('/attendees'), off)).toBe(false);
    expect(siteRouteEnabled(route('/attendees/u1'), off)).toBe(false);
    expect(siteRouteEnabled(route('/2026/venues/v1'), off)).toBe(false);
    expect(siteRouteEnabled(route('/events/e1'), off)).toBe(true);
    const on = { ...off, attendee_directory: true, venues: true, dashboard: true, nearby: true };
    expect(siteRouteEnabled(route('/dashboard'), on)).toBe(true);
    expect(siteRouteEnabled(route('/attendees'), on)).toBe(true);
    expect(siteRouteEnabled(route('/venues/v1'), on)).toBe(true);
  });
});
