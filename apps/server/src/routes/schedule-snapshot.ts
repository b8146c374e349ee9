import type { Database } from '../db/database.ts';
import { answeredNotModified } from '../http/conditional-get.ts';
import { implement } from '../http/implementation.ts';
import { SnapshotCache } from '../offline/snapshot-cache.ts';
import type { SearchService } from '../search/service.ts';

/** How long a browser may use the snapshot without asking again (it revalidates with its ETag after). */
export const SNAPSHOT_CACHE_CONTROL = 'public, max-age=60';

/**
 * `GET /api/web/{year}/schedule-snapshot`: the year's published programme in compact form, for the
 * browser to keep (docs/offline.md); ETag and 304 like the year's programme settings, serialised once
 * per catalogue version (offline/snapshot-cache.ts). Compressed by the server's compression middleware.
 */
export function scheduleSnapshotHandlers({
  db,
  search,
  clock,
}: {
  db: Database;
  search: Pick<SearchService, 'version'>;
  clock?: () => Date;
}) {
  const snapshots = new SnapshotCache(db, () => search.version, clock ? () => clock().getTime() : Date.now);
  return implement({
    getScheduleSnapshot: async (req, ctx) => {
      const { json, etag } = await snapshots.get(req.params.year);
      ctx.set('Cache-Control', SNAPSHOT_CACHE_CONTROL);
      if (answeredNotModified(ctx, etag)) return;
      ctx.type = 'application/json';
      ctx.body = json;
    },
  });
}
