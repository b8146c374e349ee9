import { Container, EmptyResults } from '@conf/ui';
import { useCallback } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { SearchResults } from '../components/SearchResults.tsx';
import {
  SHARED_SCHEDULE_GROUPING,
  type SharedSchedule,
  type SharedSchedulePageData,
} from '../favorites/sharedScheduleLoader.ts';
import { usePageMeta } from '../layout/usePageTitle.ts';
import { useProgramme } from '../site.tsx';

export { sharedScheduleLoader } from '../favorites/sharedScheduleLoader.ts';

/** "Ada Byron's schedule", or "A shared schedule" when the owner has no name on record. */
export function sharedScheduleTitle(owner: SharedSchedule['owner']): string {
  const name = [owner.first_name, owner.last_name].filter(Boolean).join(' ').trim();
  return name ? `${name}’s schedule` : 'A shared schedule';
}

/**
 * `/schedule/{token}`: someone's favorites, published read-only by its owner (the my-schedule share
 * checkbox). Anyone with the link sees it, signed in or not; the tiles carry no Favorite buttons,
 * since this page is about the owner's choices, not the viewer's. Events show their live status.
 */
export function SharedScheduleScreen() {
  const {
    schedule: { owner, result },
    statuses,
  } = useLoaderData() as SharedSchedulePageData;
  const programme = useProgramme();
  const { pathname } = useLocation();
  const pageHref = useCallback(
    (page: number) => (page > 1 ? `${pathname}?page=${page}` : pathname),
    [pathname],
  );
  const title = sharedScheduleTitle(owner);
  // A link its owner hands around: previews name whose schedule it is; search engines leave it out.
  usePageMeta({
    title,
    description: `A read-only list of the events and people this attendee has favorited at ${programme.name}.`,
    noindex: true,
  });
  return (
    <Container size="wide" className="site-search">
      <h1>{title}</h1>
      <p className="site-lead">A read-only list of the events and people this attendee has favorited.</p>
      <SearchResults
        outcome={{ status: 'done', result }}
        grouping={result.grouping ?? SHARED_SCHEDULE_GROUPING}
        linkYear={undefined}
        hasCriteria={false}
        pageHref={pageHref}
        headingLevel={2}
        showFavorites={false}
        statuses={statuses}
        empty={<EmptyResults>Nothing on this schedule yet.</EmptyResults>}
      />
    </Container>
  );
}

export { SharedScheduleScreen as Component };
