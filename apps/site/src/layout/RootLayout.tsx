import { PageShell, UIRouterProvider } from '@conf/ui';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useAuthErrorRedirect } from '../auth/useAuthErrorRedirect.ts';
import { FavoritesProvider } from '../favorites/FavoritesProvider.tsx';
import { island } from '../ondemand/island.tsx';
import { useScrollRestoration } from '../scroll/useScrollRestoration.ts';
import { ProgrammeProvider, useSite } from '../site.tsx';
import { useYearSettings } from '../yearProgramme.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { useFocusOnNavigation } from './useFocusOnNavigation.ts';

/**
 * The "Offline" note's code (OfflineNote.tsx), in no page's first load: an island, so that the server
 * renders it (empty) with the page and the browser hydrates it once its code is there.
 */
const OfflineNote = island(() => import('./OfflineNote.tsx').then((module) => module.default), {
  name: 'offline-note',
  load: 'idle',
});

/**
 * The frame of every screen: skip link, banner, main and contentinfo landmarks (PageShell), with
 * @conf/ui links navigating through the router, focus moved to the new page's heading and the
 * scroll position restored on back and forward. One favorites store serves every Favorite button
 * of the page; a failed sign-in that came back here goes on to the sign-in page.
 * A page answered from the device while offline says so at its top (OfflineNote.tsx).
 * Everything inside shows the programme of the address's year (`/2025/…`: 2025's name, zone and theme).
 * No `useHref` is given to the provider: the router's basename is the root, so hrefs need no prefix
 * (and react-router's `useHref` would mangle external URLs such as the badge shop's).
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  // The same function for the page's life: a new one would be a new router context for every
  // @conf/ui link and result tile, rendering them all again whenever this layout renders (on each
  // navigation's pending state too).
  const navigateTo = useCallback((href: string) => navigate(href), [navigate]);
  const { config } = useSite();
  const year = useYearSettings();
  const programme = year?.programme ?? config.programme;
  const theme = year?.theme ?? config.theme;
  const content = useRef<HTMLDivElement>(null);
  useScrollRestoration();
  useFocusOnNavigation(content);
  useAuthErrorRedirect();
  // The page is interactive from here: `<html data-hydrated>` (styles and end-to-end tests read it).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <UIRouterProvider navigate={navigateTo}>
      <ProgrammeProvider programme={programme} theme={theme}>
        <FavoritesProvider>
          {/* The theme's colours (styles/site.css) are in the server's render too: no flash on hydration. */}
          <div className="site-theme" data-theme={theme}>
            <PageShell header={<SiteHeader />} footer={<SiteFooter />}>
              <div ref={content} className="site-page">
                {/* Always there (empty unless the page came from the device), so the note is announced. */}
                <div className="site-offline-note" role="status">
                  <OfflineNote />
                </div>
                {children ?? <Outlet />}
              </div>
            </PageShell>
          </div>
        </FavoritesProvider>
      </ProgrammeProvider>
    </UIRouterProvider>
  );
}
