import { currentUser } from '../accounts/auth-context.ts';
import { MAX_PROPERTIES_BYTES, oversizedEvent, storeAnalyticsEvents } from '../analytics/store.ts';
import type { Database } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';

/**
 * `POST /api/analytics`: the first-party analytics sink. The contract bounds a batch (100 events, 50
 * properties each, names of 200 characters); this also bounds each event's properties to 4 KiB of JSON.
 * Signed-in requests are attributed to the session's user.
 */
export function analyticsHandlers({ db }: { db: Database }) {
  return implement({
    trackAnalytics: async (req, ctx) => {
      const { events } = req.body;
      const oversized = oversizedEvent(events);
      if (oversized !== -1) {
        const message = `must be at most ${MAX_PROPERTIES_BYTES} bytes of JSON`;
        throw badRequest(`Invalid request: body /events/${oversized}/properties ${message}`, [
          { in: 'body', path: `/events/${oversized}/properties`, message },
        ]);
      }
      await storeAnalyticsEvents(db, events, currentUser(ctx)?.id ?? null);
      ctx.status = 204;
    },
  });
}
