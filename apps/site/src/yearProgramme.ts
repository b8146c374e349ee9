import { unwrap } from '@conf/api-client';
import { neutralProgramme, type Programme } from '@conf/core';
import { useMatches } from 'react-router-dom';
import type { SiteApi } from './api.ts';
import type { SiteConfig } from './config.ts';
import { parseProgramme } from './programme.ts';

/**
 * The programme of a route's year. The landing year's settings are in the page's config; another
 * year's (`/2025/…`) are read from the server (`GET /api/web/{year}/programme`, through the site's
 * client: in-process for the server render, over HTTP on client-side navigation), once per year and
 * page. The `/:year` route's loader returns them as {@link YearRouteData}; the root layout puts
 * them into the page (header, footer, times) with a `ProgrammeProvider`.
 */
export interface YearRouteData {
  year: number;
  programme: Programme;
  /** The year's site theme (`theme` of its stored settings); the landing year's is the page's config's. */
  theme: SiteTheme;
}

/** The site themes (openapi.yaml's Programme `theme`). */
export type SiteTheme = SiteConfig['theme'];

/** A year's programme and theme, as GET /api/web/{year}/programme answers them. */
export interface YearSettings {
  programme: Programme;
  theme: SiteTheme;
}

/** The id of the `/:year` route, whose loader data is a {@link YearRouteData}. */
export const YEAR_ROUTE_ID = 'year';

/** Reads the programme and theme of a year (see {@link yearProgrammeLoader}). */
export type ProgrammeOf = (year: number, signal?: AbortSignal) => Promise<YearSettings>;

/** One loader (one cache) per client and configuration: the `/:year` route and the screens' loaders share it. */
const loaders = new WeakMap<SiteApi, WeakMap<SiteConfig, ProgrammeOf>>();

export function yearProgrammeLoader(deps: { api: SiteApi; config: SiteConfig }): ProgrammeOf {
  let byConfig = loaders.get(deps.api);
  if (!byConfig) {
    byConfig = new WeakMap();
    loaders.set(deps.api, byConfig);
  }
  const known = byConfig.get(deps.config);
  if (known) return known;
  const loader = newYearProgrammeLoader(deps);
  byConfig.set(deps.config, loader);
  return loader;
}

function newYearProgrammeLoader(deps: { api: SiteApi; config: SiteConfig }): ProgrammeOf {
  const cache = new Map<number, Promise<YearSettings>>();
  return (year: number, signal?: AbortSignal): Promise<YearSettings> => {
    if (year === deps.config.landingYear) {
      return Promise.resolve({ programme: deps.config.programme, theme: deps.config.theme });
    }
    let settings = cache.get(year);
    if (!settings) {
      settings = deps.api
        .GET('/api/web/{year}/programme', { params: { path: { year } }, signal })
        .then((answer): YearSettings => {
          const body = unwrap(answer);
          return {
            programme: parseProgramme(body, neutralProgramme(year)),
            theme: body.theme === 'festival' ? 'festival' : 'education',
          };
        })
        .catch((): YearSettings => {
          // The page still renders, neutrally; not remembered: the next navigation asks again.
          cache.delete(year);
          return { programme: neutralProgramme(year), theme: deps.config.theme };
        });
      cache.set(year, settings);
    }
    return settings;
  };
}

/**
 * In a screen's loader: the programme of the address's year (`/2025/nearby`: 2025's), the landing
 * year's on a yearless address. Loaders of one navigation run beside the `/:year` route's, so they
 * ask the same cached loader rather than reading its data.
 */
export function routeProgramme(
  deps: { api: SiteApi; config: SiteConfig },
  year: number | undefined,
  signal?: AbortSignal,
): Promise<Programme> {
  if (year === undefined) return Promise.resolve(deps.config.programme);
  return yearProgrammeLoader(deps)(year, signal).then((settings) => settings.programme);
}

/** Whether a loader's data is a {@link YearRouteData}. */
function isYearRouteData(data: unknown): data is YearRouteData {
  return (
    typeof data === 'object' && data !== null && 'programme' in data && 'year' in data && 'theme' in data
  );
}

/** The programme of the `/:year` route's loader data in a router state's `loaderData`, if any. */
export function programmeOfLoaderData(loaderData: Record<string, unknown> | undefined): Programme | null {
  const data = loaderData?.[YEAR_ROUTE_ID];
  return isYearRouteData(data) ? data.programme : null;
}

/** In a route component: the programme and theme of the address's year, `null` on a yearless address. */
export function useYearSettings(): YearSettings | null {
  const data = useMatches().find((match) => match.id === YEAR_ROUTE_ID)?.loaderData;
  return isYearRouteData(data) ? { programme: data.programme, theme: data.theme } : null;
}
