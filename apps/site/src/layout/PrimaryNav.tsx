import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useFeatures } from '../features/siteFeatures.ts';
import { LazyNavMenu } from '../ondemand/LazyNavMenu.tsx';
import { useRouteYear } from '../routeYear.ts';
import { useSite, useSiteTheme } from '../site.tsx';
import { primaryNavItems } from './primaryNavItems.ts';

/**
 * The site's primary navigation menu (@conf/ui NavMenu) with the entries of
 * {@link primaryNavItems}: flags come from `useFeatures()` (the live feature client, the page's
 * flags until it answers), so entries appear or go when a flag changes. The current page's link
 * is marked `aria-current="page"`. Named "Primary" beside the header's quick links ("Main"). Its code
 * loads when the visitor first reaches for the toggle (LazyNavMenu).
 */
export function PrimaryNav() {
  const { config, user } = useSite();
  // The entries of the page's theme (the address's year's: Artists on a festival year's pages).
  const theme = useSiteTheme();
  const features = useFeatures();
  const { pathname } = useLocation();
  // On another year's address the schedule and people entries stay in that year.
  const { linkYear } = useRouteYear();
  const items = useMemo(
    () => primaryNavItems({ year: config.landingYear, linkYear, features, signedIn: user !== null, theme }),
    [config.landingYear, linkYear, theme, features, user],
  );
  return <LazyNavMenu items={items} label="Primary" currentHref={pathname} className="site-primary-nav" />;
}
