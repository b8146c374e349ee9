import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App.tsx';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../config.ts';
import type { CurrentUser } from '../currentUser.ts';
import { createRoutes } from '../router.tsx';
import type { SiteDeps } from '../site.tsx';
import { type FakeAnswer, fakeApi } from './fakeApi.ts';

export interface RenderSiteOptions {
  answers?: Record<string, FakeAnswer>;
  config?: Partial<SiteConfig>;
  user?: CurrentUser | null;
}

/** Renders the whole site (real routes, real client on a fake network) at `path`. */
export function renderSite(path: string, { answers = {}, config = {}, user = null }: RenderSiteOptions = {}) {
  const { api, requests } = fakeApi(answers);
  const deps: SiteDeps = { api, config: { ...DEFAULT_SITE_CONFIG, ...config }, user };
  const router = createMemoryRouter(createRoutes(deps), { initialEntries: [path] });
  const view = render(<App deps={deps} router={router} />);
  return { ...view, router, requests, deps };
}
