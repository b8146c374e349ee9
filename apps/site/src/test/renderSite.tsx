import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../App.tsx';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../config.ts';
import type { CurrentUser } from '../currentUser.ts';
import { createRoutes } from '../router.tsx';
import type { SiteDeps } from '../site.tsx';
import { type FakeAnswer, type FakeResponder, fakeApi } from './fakeApi.ts';

export interface RenderSiteOptions {
  answers?: Record<string, FakeAnswer | FakeResponder>;
  config?: Partial<SiteConfig>;
  user?: CurrentUser | null;
  /** History entries before the current one (the last of `path` entries is shown). */
  history?: string[];
}

/**
 * Renders the whole site (real routes, real client on a fake network) at `path`. jsdom has no
 * layout, so `window.scrollTo` (which the scroll restoration calls) is recorded instead of
 * reporting "not implemented"; tests read the calls from `scrollTo`.
 */
export function renderSite(
  path: string,
  { answers = {}, config = {}, user = null, history = [] }: RenderSiteOptions = {},
) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const { api, requests } = fakeApi(answers);
  const deps: SiteDeps = { api, config: { ...DEFAULT_SITE_CONFIG, ...config }, user };
  const router = createMemoryRouter(createRoutes(deps), { initialEntries: [...history, path] });
  const view = render(<App deps={deps} router={router} />);
  return { ...view, router, requests, deps, scrollTo };
}
