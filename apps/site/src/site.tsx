import { csrfTokenFromMeta } from '@conf/api-client';
import { TimeZoneProvider } from '@conf/ui';
import { createContext, type ReactNode, useContext } from 'react';
import type { Tracker } from './analytics/tracker.ts';
import type { SiteApi } from './api.ts';
import type { SiteConfig } from './config.ts';
import type { CurrentUser } from './currentUser.ts';
import type { FeatureClient } from './features/featureClient.ts';
import type { OfflineAnswer } from './offline/deviceAnswer.ts';
import { DEMO_PROGRAMME, type Programme } from './programme.ts';

/**
 * What every screen of the site may use: the API client, the page's configuration and the
 * signed-in user (and the analytics layer). `main.tsx` builds it from the page; tests build it with a client whose `fetch`
 * is fake and a configuration of their own.
 */
export interface SiteDeps {
  api: SiteApi;
  config: SiteConfig;
  user: CurrentUser | null;
  /** The analytics layer; absent in tests that do not look at analytics (nothing is recorded then). */
  analytics?: Tracker;
  /**
   * The live feature flags (GET /api/web/features, cached 5 minutes). Without it (component
   * tests), the flags of `config` are used, fixed; read them with `useFeatures()` or, in
   * loaders, `loadFeatures(deps)` (features/siteFeatures.ts).
   */
  features?: FeatureClient;
  /**
   * The CSRF token of the page's forms (sign-in, sign-up, sign-out); default the page's
   * `<meta name="csrf-token">`. The server, which renders before any page exists, gives its own.
   */
  csrfToken?: () => string | null;
  /**
   * Set by the server's render: a page is rendered there once, so list loaders wait for what the
   * tiles show beside their records (live statuses). In the browser they do not: the list renders
   * as soon as its records arrive and the statuses fill in (LiveStatusScope asks for those it lacks).
   */
  serverRender?: boolean;
  /**
   * Answers a loader from the schedule kept on the device when its API call failed for want of a
   * network (offline/deviceAnswer.ts, docs/offline.md). The browser's (main.tsx) loads that code
   * only when called; the server has none (its calls do not go over a network), nor do tests that do
   * not look at offline pages.
   */
  offline?: OfflineAnswer;
}

const SiteContext = createContext<SiteDeps | null>(null);

/** The site's dependencies for the screens inside; every time and date shows in the programme's zone. */
export function SiteProvider({ value, children }: { value: SiteDeps; children: ReactNode }) {
  return (
    <SiteContext.Provider value={value}>
      <ProgrammeProvider programme={value.config.programme} theme={value.config.theme}>
        {children}
      </ProgrammeProvider>
    </SiteContext.Provider>
  );
}

const ProgrammeContext = createContext<Programme | null>(null);
const ThemeContext = createContext<SiteConfig['theme'] | null>(null);

/**
 * The programme of the screens inside, and its zone for every time they show, and its site theme:
 * the landing year's (SiteProvider), or the address's year's (the root layout, from the `/:year`
 * route's loader).
 */
export function ProgrammeProvider({
  programme,
  theme,
  children,
}: {
  programme: Programme;
  theme: SiteConfig['theme'];
  children: ReactNode;
}) {
  return (
    <ProgrammeContext.Provider value={programme}>
      <ThemeContext.Provider value={theme}>
        <TimeZoneProvider timeZone={programme.timeZone}>{children}</TimeZoneProvider>
      </ThemeContext.Provider>
    </ProgrammeContext.Provider>
  );
}

/**
 * The site theme of the page (navigation entries, favorites sections, placeholder avatars,
 * colours): the address's year's, else the landing year's; `education` outside a {@link SiteProvider}.
 */
export function useSiteTheme(): SiteConfig['theme'] {
  const theme = useContext(ThemeContext);
  const site = useContext(SiteContext);
  return theme ?? site?.config.theme ?? 'education';
}

/**
 * The programme the page presents (name, days, city, zone…): the address's year's, else the
 * landing year's from the page's config; the demo's outside a {@link SiteProvider} (a component
 * rendered alone).
 */
export function useProgramme(): Programme {
  const programme = useContext(ProgrammeContext);
  const site = useContext(SiteContext);
  return programme ?? site?.config.programme ?? DEMO_PROGRAMME;
}

/** The site's dependencies; throws outside a {@link SiteProvider}, which is a programming error. */
export function useSite(): SiteDeps {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it');
  return site;
}

/** The CSRF token for the page's own forms (`authenticity_token`), `''` when there is none. */
export function useCsrfToken(): string {
  const { csrfToken = csrfTokenFromMeta } = useSite();
  return csrfToken() ?? '';
}
