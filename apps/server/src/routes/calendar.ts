import type { Context } from 'koa';
import { requireUser } from '../accounts/auth-context.ts';
import { findUserById } from '../accounts/users.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { favoriteFeedEvents } from '../export/favorites-feed.ts';
import { eventsToIcs, eventToIcs, IcsUnavailableError } from '../export/ics.ts';
import { icsEventOf } from '../export/ics-event.ts';
import { notFound } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';
import { calendarFeedBody } from '../links/feeds.ts';
import { icsDomain, siteOrigin } from '../links/origin.ts';
import { enableLink, linkOwner, liveToken, revokeLink, rotateLink } from '../links/store.ts';
import { programmeTimeZone } from '../programmes/store.ts';

/**
 * iCalendar (tag `calendar`): one event as a download, and the private subscription feed of a
 * user's favorites behind a secret, revocable address (`/calendar/{token}.ics`, no sign-in: calendar
 * apps cannot sign in, the token is the credential). The feed's settings are the signed-in user's
 * own (`x-roles`); the .ics text comes from the pure builders in ../export/ics.ts.
 */
export interface CalendarRouteDeps {
  db: Database;
  config: Config;
  /** Clock (epoch ms) deciding what is published; tests may pin it. */
  now?: () => number;
}

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** A file name safe in a Content-Disposition header: the event id's letters, digits, `-` and `_`. */
export function icsFileName(year: number, eventId: string): string {
  const safe = eventId.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'event';
  return `event-${year}-${safe.slice(0, 80)}.ics`;
}

function feedName(user: { first_name: string | null; last_name: string | null }): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name ? `Schedule of ${name}` : 'My schedule';
}

export function calendarHandlers({ db, config, now = Date.now }: CalendarRouteDeps) {
  const feedBody = async (ctx: Context, token: string | null) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = calendarFeedBody(siteOrigin(ctx, config), token);
  };

  return implement({
    getEventCalendar: async (req, ctx) => {
      const year = req.params.year;
      const id = req.params.id;
      const found = await icsEventOf(db, year, id, { siteUrl: siteOrigin(ctx, config) });
      if (!found) throw notFound(`Event '${id}' was not found in ${year}`);
      let text: string;
      try {
        text = eventToIcs(found.event, {
          timeZone: found.timeZone ?? (await programmeTimeZone(db, year)),
          domain: icsDomain(config),
        });
      } catch (error) {
        if (error instanceof IcsUnavailableError) throw notFound(error.message);
        throw error;
      }
      ctx.set('Cache-Control', 'public, max-age=30');
      ctx.set('Content-Disposition', `attachment; filename="${icsFileName(year, id)}"`);
      ctx.type = CALENDAR_TYPE;
      ctx.body = text;
    },

    getCalendarFeed: async (_req, ctx) => {
      await feedBody(ctx, await liveToken(db, requireUser(ctx).id, 'calendar'));
    },

    updateCalendarFeed: async (req, ctx) => {
      const { enabled } = req.body;
      const userId = requireUser(ctx).id;
      if (enabled) await feedBody(ctx, await enableLink(db, userId, 'calendar'));
      else {
        await revokeLink(db, userId, 'calendar');
        await feedBody(ctx, null);
      }
    },

    rotateCalendarFeed: async (_req, ctx) => {
      await feedBody(ctx, await rotateLink(db, requireUser(ctx).id, 'calendar'));
    },

    getCalendarFeedIcs: async (req, ctx) => {
      const token = req.params.token;
      const userId = await linkOwner(db, 'calendar', token);
      const user = userId === null ? null : await findUserById(db, userId);
      if (!user) throw notFound('No calendar feed at this address (it may have been turned off or replaced)');
      const origin = siteOrigin(ctx, config);
      const { events, timeZone } = await favoriteFeedEvents(db, user.id, { now: now(), siteUrl: origin });
      // Calendar apps poll; a short private cache spares the database without delaying a revocation much.
      ctx.set('Cache-Control', 'private, max-age=300');
      ctx.type = CALENDAR_TYPE;
      ctx.body = eventsToIcs(events, { timeZone, domain: icsDomain(config), name: feedName(user) });
    },
  });
}
