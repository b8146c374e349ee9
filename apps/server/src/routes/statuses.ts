import { requireUser } from '../accounts/auth-context.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';
import { readStatuses, updateStatus } from '../statuses/store.ts';
import type { StatusStreams } from '../statuses/streams.ts';

/**
 * The status routes of openapi.yaml (tag `statuses`), all on the landing year (they carry no year):
 * read several statuses, set one (staff or admin: the contract's `x-roles`, checked before the
 * handler, as are the CSRF token and the body's values), and the live stream.
 */
export function statusHandlers({
  db,
  config,
  streams,
}: {
  db: Database;
  config: Config;
  streams: StatusStreams;
}) {
  return implement({
    getEventStatuses: async (req, ctx) => {
      const { ids } = req.body;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await readStatuses(db, config.landingYear, ids);
    },
    updateEventStatus: async (req, ctx) => {
      const user = requireUser(ctx);
      const id = req.params.id;
      const body = req.body;
      const stored = await updateStatus(db, {
        year: config.landingYear,
        eventId: id,
        status: body.status,
        message: body.message,
        userId: user.id,
      });
      if (!stored) throw notFound(`Event '${id}' was not found in ${config.landingYear}`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: stored.status, message: stored.message };
    },
    // The header (EventSource's own reconnections) wins over the query (the page's new connections).
    streamEventStatuses: (req, ctx) => streams.open(ctx, req.query.last_event_id),
  });
}
