import { DEFAULT_FEATURES } from '@conf/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../config.ts';
import { fakeApi } from '../test/fakeApi.ts';
import { FEATURE_STORAGE_KEY } from './featureClient.ts';
import { createSiteFeatureClient } from './siteFeatures.ts';

const served = { ...DEFAULT_FEATURES, nearby: true, dashboard: true };

describe('createSiteFeatureClient', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-09T15:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('asks GET /api/web/features through the API client and keeps the answer in localStorage', async () => {
    const { api, requests } = fakeApi({ '/api/web/features': { status: 200, body: served } });
    const client = createSiteFeatureClient(api, DEFAULT_SITE_CONFIG);
    await expect(client.load()).resolves.toEqual(served);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/web/features']);
    expect(JSON.parse(localStorage.getItem(FEATURE_STORAGE_KEY) ?? '{}').flags).toEqual(served);
  });

  it('does not ask again on a reload within five minutes', async () => {
    await createSiteFeatureClient(
      fakeApi({ '/api/web/features': { status: 200, body: served } }).api,
      DEFAULT_SITE_CONFIG,
    ).load();
    vi.setSystemTime(new Date('2026-03-09T15:04:00Z'));
    const { api, requests } = fakeApi({});
    const reloaded = createSiteFeatureClient(api, DEFAULT_SITE_CONFIG);
    expect(reloaded.current()).toEqual(served);
    await expect(reloaded.load()).resolves.toEqual(served);
    expect(requests).toEqual([]);
  });

  it('falls back to the page’s flags when the API answers an error', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { api } = fakeApi({
      '/api/web/features': { status: 400, body: { status: 400, error: 'bad_request', message: 'No' } },
    });
    const page = { ...DEFAULT_SITE_CONFIG, features: { ...DEFAULT_FEATURES, alphanav: true } };
    await expect(createSiteFeatureClient(api, page).load()).resolves.toEqual(page.features);
  });
});
