import type { Contributor } from '@conf/api-client';
import { Link } from '@conf/ui';
import { island } from '../ondemand/island.tsx';
import { type RecordLoaderDeps, recordLoader } from '../recordLoader.ts';
import { RouteErrorScreen } from './route-error.tsx';

/**
 * Loads the contributor of `/contributors/:id` or `/artists/:id` (with an optional year):
 * GET /api/web/{year}/contributors/{id}, which serves artists and persons alike; without a network,
 * from the schedule kept on the device.
 */
export function contributorLoader(deps: RecordLoaderDeps) {
  return recordLoader<Contributor>(
    deps,
    'contributor id',
    (api, path, signal) => api.GET('/api/web/{year}/contributors/{id}', { params: { path }, signal }),
    (records, { id }) => records.contributor(id),
  );
}

/** The contributor page's own error screen: it links back to the contributor list (spec section 2). */
export function ContributorErrorScreen() {
  return <RouteErrorScreen backLink={<Link href="/contributors">Back to all contributors</Link>} />;
}

/**
 * The contributor page's screen (contributor-detail-screen.tsx) as an island, as the event page's
 * (see event-detail.tsx): its code loads when the browser is idle after the page, or when reached for.
 */
export const Component = island(
  () => import('./contributor-detail-screen.tsx').then((module) => module.ContributorDetailScreen),
  { name: 'contributor', load: 'idle' },
);

export { ContributorErrorScreen as ErrorBoundary };
