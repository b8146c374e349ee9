import type { FetchAnswer } from '@conf/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { recordOrThrow } from './routeErrors.ts';
import type { SiteDeps } from './site.tsx';
import { requiredParam, routeYear } from './year.ts';

/** Where a catalogue record is: its conference year and id, as the API paths take them. */
export interface RecordPath {
  year: number;
  id: string;
}

/** One GET of the API for a record (the year-scoped catalogue operations). */
export type RecordFetch<T> = (
  api: SiteDeps['api'],
  path: RecordPath,
  signal: AbortSignal,
) => Promise<FetchAnswer<T>>;

/**
 * The loader of a detail page: the year (`/:year`, or the landing year) and the required `:id`
 * (a missing one is an error, spec section 5), then the record; a failed call becomes the route
 * error (404: the page-not-found screen).
 */
export function recordLoader<T>(
  { api, config }: Pick<SiteDeps, 'api' | 'config'>,
  idName: string,
  fetchRecord: RecordFetch<T>,
) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<T> => {
    const year = routeYear(params.year, config.landingYear);
    const id = requiredParam(params.id, idName);
    return recordOrThrow(await fetchRecord(api, { year, id }, request.signal));
  };
}
