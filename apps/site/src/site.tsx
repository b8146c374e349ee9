import { createContext, type ReactNode, useContext } from 'react';
import type { SiteApi } from './api.ts';
import type { SiteConfig } from './config.ts';
import type { CurrentUser } from './currentUser.ts';

/**
 * What every screen of the site may use: the API client, the page's configuration and the
 * signed-in user. `main.tsx` builds it from the page; tests build it with a client whose `fetch`
 * is fake and a configuration of their own.
 */
export interface SiteDeps {
  api: SiteApi;
  config: SiteConfig;
  user: CurrentUser | null;
}

const SiteContext = createContext<SiteDeps | null>(null);

export function SiteProvider({ value, children }: { value: SiteDeps; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The site's dependencies; throws outside a {@link SiteProvider}, which is a programming error. */
export function useSite(): SiteDeps {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it');
  return site;
}
