import type {
  AttendeeSearchRequest,
  FavoriteSearchRequest,
  SearchRequest,
  SearchResult,
} from '@conf/api-client';
import type { SiteApi } from '../api.ts';
import type { OfflineAnswer } from '../offline/deviceAnswer.ts';
import { errorMessage } from '../routeErrors.ts';

/** What a search page shows: no search yet (the prompt), a result, or a failed search. */
export type SearchOutcome =
  | { status: 'idle' }
  | { status: 'done'; result: SearchResult }
  | { status: 'failed'; message: string };

type Call = Promise<{ data?: SearchResult; error?: unknown; response: Response }>;

function failureMessage(response: Response, body: unknown): string {
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    return (body as { message: string }).message;
  }
  return `The search failed with status ${response.status}`;
}

/**
 * The outcome of a search call: its result, or a failure with the API's message. An aborted
 * request (the visitor moved on) rethrows, and the router drops it. A call that threw (no network)
 * is answered by `whenThrown` when there is one (the device's search), its own failure being the
 * outcome's.
 */
async function settle(
  call: Call,
  signal: AbortSignal | undefined,
  whenThrown?: (failure: unknown) => Promise<SearchOutcome>,
): Promise<SearchOutcome> {
  try {
    const { data, error, response } = await call;
    if (data !== undefined) return { status: 'done', result: data };
    return { status: 'failed', message: failureMessage(response, error) };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (whenThrown) return whenThrown(error).catch((failure) => failed(failure));
    return failed(error);
  }
}

const failed = (error: unknown): SearchOutcome => ({ status: 'failed', message: errorMessage(error) });

/**
 * Where a catalogue search is answered when its call throws for want of a network: the schedule kept
 * on the device (`SiteDeps.offline`, docs/offline.md), for the landing year when the page names none.
 */
export interface DeviceSearchDeps {
  offline?: OfflineAnswer | undefined;
  landingYear: number;
}

/**
 * The search answered from the device (offline/deviceSearch.ts, loaded only now), as an outcome
 * marked as the device's (the page shows the "Offline" note while it is shown).
 */
function searchOnDevice(
  offline: OfflineAnswer,
  year: number,
  body: SearchRequest,
  failure: unknown,
): Promise<SearchOutcome> {
  return offline(year, failure, async (records) => {
    const { deviceSearch } = await import('../offline/deviceSearch.ts');
    const result = await deviceSearch(records.snapshot, body);
    return { status: 'done', result } satisfies SearchOutcome;
  });
}

/**
 * Runs a catalogue search: POST /{year}/search when the page names its year, POST /search (the
 * landing year) when it does not. A failure is logged to the console (spec section 8: search
 * failures are console only) and returned as `failed`, so the page stays usable. With `device`, a
 * call that throws for want of a network is answered from the schedule kept on the device.
 */
export async function runSearch(
  api: SiteApi,
  year: number | undefined,
  body: SearchRequest,
  signal?: AbortSignal,
  device?: DeviceSearchDeps,
): Promise<SearchOutcome> {
  const offline = device?.offline;
  const outcome = await settle(
    year === undefined
      ? api.POST('/search', { body, signal })
      : api.POST('/{year}/search', { params: { path: { year } }, body, signal }),
    signal,
    offline && device && ((failure) => searchOnDevice(offline, year ?? device.landingYear, body, failure)),
  );
  if (outcome.status === 'failed') console.error('Search failed:', outcome.message);
  return outcome;
}

/**
 * Searches the attendee directory (POST /search/attendees). A failure is returned with its
 * message, which the directory shows (spec section 8: attendee errors are shown).
 */
export function runAttendeeSearch(
  api: SiteApi,
  body: AttendeeSearchRequest,
  signal?: AbortSignal,
): Promise<SearchOutcome> {
  return settle(api.POST('/search/attendees', { body, signal }), signal);
}

/** Where My Favorites is answered offline: the device's schedule and the user's favorites kept there. */
export interface DeviceFavoritesDeps extends DeviceSearchDeps {
  uid: string;
}

/**
 * The favorites listed from the device (offline/deviceFavorites.ts, loaded only now), as an outcome
 * marked as the device's.
 */
function favoritesOnDevice(
  offline: OfflineAnswer,
  { landingYear, uid }: DeviceFavoritesDeps,
  body: FavoriteSearchRequest,
  failure: unknown,
): Promise<SearchOutcome> {
  return offline(landingYear, failure, async (records) => {
    const device = await import('../offline/deviceFavorites.ts');
    const favorites = await device.favoritesOnDevice(uid);
    const result = await device.deviceFavoriteSearch(records.snapshot, favorites, body);
    return { status: 'done', result } satisfies SearchOutcome;
  });
}

/**
 * Lists the signed-in user's favorites as a search result (POST /search/favorites, My Favorites).
 * A failure is logged (spec section 8: console only) and returned as `failed`. With `device`, a call
 * that throws for want of a network is answered from the favorites and the schedule kept on the device.
 */
export async function runFavoriteSearch(
  api: SiteApi,
  body: FavoriteSearchRequest,
  signal?: AbortSignal,
  device?: DeviceFavoritesDeps,
): Promise<SearchOutcome> {
  const offline = device?.offline;
  const outcome = await settle(
    api.POST('/search/favorites', { body, signal }),
    signal,
    offline && device && ((failure) => favoritesOnDevice(offline, device, body, failure)),
  );
  if (outcome.status === 'failed') console.error('Favorites search failed:', outcome.message);
  return outcome;
}
