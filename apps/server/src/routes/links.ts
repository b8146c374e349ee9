import type { Context } from 'koa';
import { requireUser } from '../accounts/auth-context.ts';
import { findUserById } from '../accounts/users.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { searchFavorites } from '../favorites/search.ts';
import { favoritesOf } from '../favorites/store.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';
import { scheduleShareBody } from '../links/feeds.ts';
import { siteOrigin } from '../links/origin.ts';
import { enableLink, linkOwner, liveToken, revokeLink } from '../links/store.ts';
import { SearchInputError } from '../search/query.ts';
import type { SearchService } from '../search/service.ts';

/**
 * Schedule sharing (tag `sharing`; spec: "a my-schedule share checkbox … publishes a read-only
 * link"). The owner turns the share on or off (`x-roles`, CSRF); anyone with the link reads the
 * owner's name and their favorites exactly as My Favorites shows them to the owner (every catalogue
 * model, landing year), until it is turned off. Favorite attendees are never shared: they are other
 * people, not the schedule (My Favorites searches them separately, and so a share leaves them out).
 */
export interface LinkRouteDeps {
  db: Database;
  config: Config;
  search: SearchService;
  /** Clock (epoch ms) deciding what is published; tests may pin it. */
  now?: () => number;
}

export function linkHandlers({ db, config, search, now = Date.now }: LinkRouteDeps) {
  const year = config.landingYear;
  const shareBody = (ctx: Context, token: string | null) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = scheduleShareBody(siteOrigin(ctx, config), token);
  };

  return implement({
    getScheduleShare: async (_req, ctx) => {
      shareBody(ctx, await liveToken(db, requireUser(ctx).id, 'schedule'));
    },

    updateScheduleShare: async (req, ctx) => {
      const { enabled } = req.body;
      const userId = requireUser(ctx).id;
      if (enabled) shareBody(ctx, await enableLink(db, userId, 'schedule'));
      else {
        await revokeLink(db, userId, 'schedule');
        shareBody(ctx, null);
      }
    },

    getSharedSchedule: async (req, ctx) => {
      const token = req.params.token;
      const userId = await linkOwner(db, 'schedule', token);
      const owner = userId === null ? null : await findUserById(db, userId);
      if (!owner) throw notFound('No shared schedule at this address (it may have been unpublished)');
      const favorites = await favoritesOf(db, owner.id, year);
      const result = await searchFavorites(search.year(year), favorites, {
        filters: [],
        models: [],
        grouping: req.query.grouping ?? 'models',
        page: req.query.page ?? 1,
        now: now(),
      }).catch((error: unknown) => {
        // The engine names the place in a search body (`/page`); here the page is a query parameter.
        if (!(error instanceof SearchInputError)) throw error;
        throw badRequest(
          error.message,
          error.problems.map((p) => ({ in: 'query' as const, path: p.path, message: p.message })),
        );
      });
      // Revocable at any time: never kept by a browser or a shared cache.
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { owner: { first_name: owner.first_name, last_name: owner.last_name }, result };
    },
  });
}
