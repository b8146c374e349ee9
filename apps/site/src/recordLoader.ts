import type { FetchAnswer } from '@conf/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SnapshotRecords } from './offline/snapshotRecords.ts';
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

/** What a record loader needs: the API client, the config, and how to answer from the device (the browser's). */
export type RecordLoaderDeps = Pick<SiteDeps, 'api' | 'config' | 'offline'>;

/** The record of a path in the year's schedule kept on the device, if it holds it (offline pages). */
export type DeviceRecord<T> = (records: SnapshotRecords, path: RecordPath) => T | undefined;

/**
 * The loader of a detail page: the year (`/:year`, or the landing year) and the required `:id`
 * (a missing one is an error, spec section 5), then the record; a failed call becomes the route
 * error (404: the page-not-found screen). With `fromDevice`, a call that fails for want of a network
 * (it throws; an error answer does not) is answered from the year's schedule kept on the device,
 * the data marked as coming from it (`SiteDeps.offline`: offline/deviceAnswer.ts, docs/offline.md).
 */
export function recordLoader<T extends object>(
  { api, config, offline }: RecordLoaderDeps,
  idName: string,
  fetchRecord: RecordFetch<T>,
  fromDevice?: DeviceRecord<T>,
) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<T> => {
    const year = routeYear(params.year, config.landingYear);
    const id = requiredParam(params.id, idName);
    let answer: FetchAnswer<T>;
    try {
      answer = await fetchRecord(api, { year, id }, request.signal);
    } catch (failure) {
      // A navigation that was cancelled is not a network failure.
      if (!fromDevice || !offline || request.signal.aborted) throw failure;
      return offline(year, failure, (records) => fromDevice(records, { year, id }));
    }
    return recordOrThrow(answer);
  };
}
