import { yearPath } from '@conf/core';
import { Container, EmptyResults, Link } from '@conf/ui';
import { useCallback, useId } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { CalendarFeedControls } from '../account/CalendarFeedControls.tsx';
import { ScheduleShareForm } from '../account/ScheduleShareForm.tsx';
import { SearchResults } from '../components/SearchResults.tsx';
import type { FavoritesPageData } from '../favorites/favoritesLoader.ts';
import { favoritesHref, favoritesNav, sameModels } from '../favorites/favoritesNav.ts';
import { usePageMeta } from '../layout/usePageTitle.ts';
import { useRouteYear } from '../routeYear.ts';
import { useSite } from '../site.tsx';

export { favoritesLoader } from '../favorites/favoritesLoader.ts';

/**
 * `/{year}/favorites/{models}`: My Favorites. A side navigation of the kinds of favorites (spec
 * section 2, by theme, plus a tab for any other kind the user has favorites of), the favorites of the chosen kind with the search page's result tiles (each
 * with its Favorite button, so one can be taken back right here; the tile stays until the page is
 * reloaded, so a slip is easy to undo; events show their live status), an empty state that leads
 * to the schedule, the my-schedule share checkbox, and the private calendar feed (subscribe in a
 * calendar app: its webcal link and copyable address).
 */
export function FavoritesScreen() {
  const { models, favoritedUncovered, grouping, outcome, statuses } = useLoaderData() as FavoritesPageData;
  const { config } = useSite();
  const { linkYear } = useRouteYear();
  const { pathname } = useLocation();
  const pageHref = useCallback(
    (page: number) => (page > 1 ? `${pathname}?page=${page}` : pathname),
    [pathname],
  );
  const navId = useId();
  const nav = favoritesNav(config.theme, favoritedUncovered);
  const current = nav.find((item) => sameModels(item.models, models));
  usePageMeta({ title: current ? `My Favorites: ${current.label}` : 'My Favorites', noindex: true });
  const kind = (current?.label ?? 'favorites').toLowerCase();

  return (
    <Container size="wide" className="site-search site-favorites">
      <h1>My Favorites</h1>
      <div className="site-search-layout">
        <aside className="site-favorites-aside">
          <nav aria-labelledby={navId}>
            <h2 id={navId} className="site-eyebrow">
              Favorites
            </h2>
            <ul className="site-favorites-nav">
              {nav.map((item) => {
                const href = favoritesHref(linkYear, item.models);
                return (
                  <li key={item.label}>
                    <Link href={href} aria-current={sameModels(item.models, models) ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {models.includes('event') ? (
            <p className="site-favorites-grid-link">
              <Link href={yearPath(linkYear, '/favorites/grid')}>Time grid of my favorites</Link>
            </p>
          ) : null}
          <ScheduleShareForm />
          {/* "Subscribe to my schedule" where the schedule is (issue 16 item 4), as in Settings. */}
          <CalendarFeedControls />
        </aside>
        <div className="site-search-results">
          <SearchResults
            outcome={outcome}
            grouping={grouping}
            linkYear={linkYear}
            hasCriteria={false}
            pageHref={pageHref}
            headingLevel={2}
            statuses={statuses}
            empty={
              <EmptyResults>
                You have no {kind} in your favorites yet. Press Favorite on anything you like and it shows up
                here. <Link href={yearPath(linkYear, '/search/event')}>Browse the schedule</Link>
              </EmptyResults>
            }
          />
        </div>
      </div>
    </Container>
  );
}

export { FavoritesScreen as Component };
