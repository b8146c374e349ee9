import { DEFAULT_FEATURES } from '@conf/core';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../App.tsx';
import type { Analytics } from '../analytics/analytics.ts';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../config.ts';
import type { CurrentUser } from '../currentUser.ts';
import type { FeatureClient } from '../features/featureClient.ts';
import { createRoutes } from '../router.tsx';
import type { SiteDeps } from '../site.tsx';
import { type FakeAnswer, type FakeResponder, fakeApi } from './fakeApi.ts';

export interface RenderSiteOptions {
  answers?: Record<string, FakeAnswer | FakeResponder>;
  config?: Partial<SiteConfig>;
  user?: CurrentUser | null;
  /** History entries before the current one (the last of `path` entries is shown). */
  history?: string[];
  /** A live feature client; without it the flags of `config` (default {@link TEST_FEATURES}) hold. */
  features?: FeatureClient;
  /** An analytics layer (with a recording sink) for tests that check what is tracked. */
  analytics?: Analytics;
  /** How loaders answer from the device when the network fails (offline pages); none by default. */
  offline?: SiteDeps['offline'];
}

/**
 * The flags of the tests' site: the spec's defaults with every page behind a flag on (attendee
 * directory, venues, dashboard, nearby), so that each screen can be tested; the flag tests
 * (features/) give their own `config.features`.
 */
export const TEST_FEATURES = {
  ...DEFAULT_FEATURES,
  attendee_directory: true,
  venues: true,
  dashboard: true,
  nearby: true,
};

/**
 * Answers for calls no test named, as the server answers for new items: nobody "interested" yet,
 * and no live status (POST /statuses, which every page with events asks).
 */
function newItemAnswer(path: string): FakeAnswer | undefined {
  if (path === '/statuses') return { status: 200, body: [] };
  return /^\/favorite\/[^/]+\/[^/]+\/interested\.json$/.test(path)
    ? { status: 200, body: { public: 0, total: 0, users: [] } }
    : undefined;
}

/**
 * Renders the whole site (real routes, real client on a fake network) at `path`. jsdom has no
 * layout, so `window.scrollTo` (which the scroll restoration calls) is recorded instead of
 * reporting "not implemented"; tests read the calls from `scrollTo`.
 */
export function renderSite(
  path: string,
  {
    answers = {},
    config = {},
    user = null,
    history = [],
    features,
    analytics,
    offline,
  }: RenderSiteOptions = {},
) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const { api, requests } = fakeApi(answers, newItemAnswer);
  const deps: SiteDeps = {
    api,
    config: { ...DEFAULT_SITE_CONFIG, features: TEST_FEATURES, ...config },
    user,
    ...(features ? { features } : {}),
    ...(analytics ? { analytics } : {}),
    ...(offline ? { offline } : {}),
  };
  const router = createMemoryRouter(createRoutes(deps), { initialEntries: [...history, path] });
  const view = render(<App deps={deps} router={router} />);
  return { ...view, router, requests, deps, scrollTo };
}
