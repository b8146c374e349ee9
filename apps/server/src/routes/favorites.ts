import type { Context } from 'koa';
import { currentUser, requireUser } from '../accounts/auth-context.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { interestedIn } from '../favorites/interested.ts';
import { favoriteItemExists, missingItemMessage } from '../favorites/items.ts';
import { FavoriteSearchError, searchFavorites } from '../favorites/search.ts';
import { addFavorite, favoritesAmong, favoritesOf, idsByType, removeFavorite } from '../favorites/store.ts';
import { parseFavoriteType } from '../favorites/types.ts';
import { badBodyField, notFound } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';
import type { SearchService } from '../search/service.ts';

/**
 * Favorites (tag `favorites`) and My Favorites (`POST /search/favorites`). Favorites belong to the
 * landing year (the routes carry no year). Who may call what is the contract's `x-roles`, enforced
 * before these handlers run.
 */
export interface FavoriteRouteDeps {
  db: Database;
  config: Config;
  search: SearchService;
  /** Clock (epoch ms) deciding what is published; tests may pin it. */
  now?: () => number;
}

function privateJson(ctx: Context, body: unknown): void {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = body;
}

export function favoriteHandlers({ db, config, search, now = Date.now }: FavoriteRouteDeps) {
  const year = config.landingYear;

  return implement({
    queryFavorites: async (req, ctx) => {
      const { ids } = req.body;
      const user = currentUser(ctx);
      privateJson(ctx, user ? await favoritesAmong(db, user.id, year, ids) : []);
    },

    listFavoritesLegacy: async (_req, ctx) => {
      privateJson(ctx, idsByType(await favoritesOf(db, requireUser(ctx).id, year)));
    },

    addFavorite: async (req, ctx) => {
      const type = parseFavoriteType(req.params.type);
      const { id } = req.body;
      const user = requireUser(ctx);
      if (!(await favoriteItemExists(db, year, type, id))) throw notFound(missingItemMessage(type, id, year));
      await addFavorite(db, user.id, year, type, id);
      privateJson(ctx, { id, type });
    },

    removeFavorite: async (req, ctx) => {
      const type = parseFavoriteType(req.params.type);
      const id = req.params.id;
      await removeFavorite(db, requireUser(ctx).id, year, type, id);
      privateJson(ctx, { id, type, favorited: false });
    },

    getInterested: async (req, ctx) => {
      const type = parseFavoriteType(req.params.itemType);
      const id = req.params.itemId;
      if (!(await favoriteItemExists(db, year, type, id))) throw notFound(missingItemMessage(type, id, year));
      privateJson(ctx, await interestedIn(db, year, type, id));
    },

    searchFavorites: async (req, ctx) => {
      const body = req.body;
      const favorites = await favoritesOf(db, requireUser(ctx).id, year);
      try {
        privateJson(
          ctx,
          await searchFavorites(search.year(year), favorites, {
            filters: body.filters ?? [],
            models: body.models ?? [],
            grouping: body.grouping ?? 'models',
            page: body.page ?? 1,
            now: now(),
          }),
        );
      } catch (error) {
        // (SearchInputError, the engine's, is a 400 of its own.)
        if (error instanceof FavoriteSearchError) {
          throw badBodyField(error.message, error.path);
        }
        throw error;
      }
    },
  });
}
