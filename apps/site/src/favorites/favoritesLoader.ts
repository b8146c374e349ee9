import type { Grouping, SearchModel } from '@conf/api-client';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { SiteApi } from '../api.ts';
import { loginRedirect } from '../auth/authLocation.ts';
import { type LoadedStatuses, statusesOfOutcome } from '../live/loaderStatuses.ts';
import { throwNotFound } from '../routeErrors.ts';
import { runFavoriteSearch, type SearchOutcome } from '../search/runSearch.ts';
import { defaultGrouping, parsePage } from '../search/searchQuery.ts';
import type { SiteDeps } from '../site.tsx';
import { routeYear } from '../year.ts';
import { favoritesHref, favoritesNav, parseFavoriteModels, uncoveredFavoriteModels } from './favoritesNav.ts';

/**
 * What My Favorites shows: the models listed, their grouping, the listing's outcome and its events'
 * live statuses, and the models outside the theme's usual tabs that the user has favorites of.
 */
export interface FavoritesPageData {
  models: SearchModel[];
  favoritedUncovered: SearchModel[];
  grouping: Grouping;
  outcome: SearchOutcome;
  statuses: LoadedStatuses;
}

/**
 * Loader of `/{year}/favorites/{models}`: visitors go to the sign-in page (returning here);
 * `/favorites` alone opens the first entry of the side navigation (Events); an unknown model is
 * the 404 screen. The listing is POST /search/favorites, events by date and the rest by type.
 * Favorites belong to the landing year (the API keeps them per year): another year's address
 * (`/2019/favorites/event`) redirects to the landing year's. The live statuses of the events listed
 * come with them. So that no favorite is out of reach, the models that no usual tab of the theme
 * lists (films in the education theme) are asked about too, and get a tab when the user has some.
 */
export function favoritesLoader(
  deps: Pick<SiteDeps, 'api' | 'config' | 'user' | 'serverRender' | 'offline'>,
) {
  const { api, config, user } = deps;
  return async ({ params, request }: LoaderFunctionArgs): Promise<FavoritesPageData> => {
    const url = new URL(request.url);
    if (!user) throw redirect(loginRedirect(url.pathname, url.search));
    const linkYear = params.year === undefined ? undefined : routeYear(params.year, config.landingYear);
    const first = favoritesNav(config.theme)[0];
    if (params.models === undefined && first) throw redirect(favoritesHref(linkYear, first.models));
    const models = parseFavoriteModels(params.models);
    if (models === null) throwNotFound(`'${params.models}' is not a kind of favorite`);
    // Another year's address shows the landing year's favorites under the landing year's address,
    // in its programme's zone and theme, not under a year they do not belong to.
    if (linkYear !== undefined && linkYear !== config.landingYear) {
      throw redirect(`${favoritesHref(config.landingYear, models)}${url.search}`);
    }
    const grouping = defaultGrouping(models);
    const page = parsePage(url.searchParams.get('page'));
    const [outcome, favoritedUncovered] = await Promise.all([
      // Offline, from the favorites and the schedule kept on the device (docs/offline.md).
      runFavoriteSearch(api, { models, grouping, ...(page > 1 ? { page } : {}) }, request.signal, {
        offline: deps.offline,
        landingYear: config.landingYear,
        uid: user.uid,
      }),
      favoritedAmong(api, uncoveredFavoriteModels(config.theme), request.signal),
    ]);
    return {
      models,
      favoritedUncovered,
      grouping,
      outcome,
      statuses: await statusesOfOutcome(deps, outcome, request.signal),
    };
  };
}

/**
 * Which of `models` the user has favorites of: one favorites listing of them all, whose first page
 * names the models of its hits; when there are more pages, each model not seen yet is asked about
 * on its own. A failed listing counts as none (the usual tabs are still shown).
 */
export async function favoritedAmong(
  api: SiteApi,
  models: readonly SearchModel[],
  signal?: AbortSignal,
): Promise<SearchModel[]> {
  if (models.length === 0) return [];
  const all = await runFavoriteSearch(api, { models: [...models], grouping: 'models' }, signal);
  if (all.status !== 'done') return [];
  const seen = new Set<string>(all.result.hits.map((hit) => hit.type));
  if (all.result.total > all.result.hits.length) {
    const unseen = models.filter((model) => !seen.has(model));
    const outcomes = await Promise.all(
      unseen.map((model) => runFavoriteSearch(api, { models: [model], grouping: 'models' }, signal)),
    );
    outcomes.forEach((outcome, i) => {
      const model = unseen[i];
      if (model !== undefined && outcome.status === 'done' && outcome.result.total > 0) seen.add(model);
    });
  }
  return models.filter((model) => seen.has(model));
}
