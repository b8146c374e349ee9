import { unwrap } from '@conf/api-client';
import type { SiteApi } from '../api.ts';
import { type LiveStatus, type LiveStatusEntry, StatusStore } from './statusStore.ts';
import { type EventSourceFactory, openStatusStream } from './statusStream.ts';

/** Where the status stream is (same origin as the page). */
export const STATUS_STREAM_PATH = '/statuses/stream';

/** The browser's EventSource, or `null` where there is none (jsdom, very old browsers): no live updates then. */
function browserEventSource(): EventSourceFactory | null {
  return typeof EventSource === 'function' ? (url) => new EventSource(url) : null;
}

/** The contract's `IdList.maxItems`: ids asked about in one `POST /statuses`. */
export const STATUS_BATCH_SIZE = 500;

/**
 * The current statuses of the events `ids` (POST /statuses, the contract's getEventStatuses, in
 * batches of {@link STATUS_BATCH_SIZE}): an event without a status answers `none` and no message;
 * ids the server does not know are left out. Rejects with the API's message when a call fails.
 */
export async function fetchStatuses(
  api: SiteApi,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<LiveStatusEntry[]> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += STATUS_BATCH_SIZE) {
    batches.push(ids.slice(start, start + STATUS_BATCH_SIZE));
  }
  const answers = await Promise.all(
    batches.map(async (batch) => {
      return unwrap(await api.POST('/statuses', { body: { ids: batch }, signal })) as LiveStatusEntry[];
    }),
  );
  return answers.flat();
}

/** How long the stream stays open after the last follower left (the next page follows it again). */
export const STREAM_LINGER_MS = 15_000;
/** Stream messages arriving this close together are stored at once (the burst a connection starts with). */
export const STREAM_BATCH_MS = 50;

export interface LiveStatusesOptions {
  createSource?: EventSourceFactory | null;
  streamUrl?: string;
  lingerMs?: number;
  batchMs?: number;
}

/**
 * The live statuses of one page: a store fed by `POST /statuses` (the ids on screen) and by ONE
 * shared status stream, opened while at least one component follows statuses. When the last one
 * leaves, the stream stays open {@link STREAM_LINGER_MS} longer, so that moving from a list to an
 * event page does not reconnect (each connection begins with every stored status). Stream messages
 * are stored in batches (one store change, one round of re-renders, for the connection's first
 * burst). Staff saves go through {@link LiveStatuses.save} so the answer shows at once.
 */
export class LiveStatuses {
  readonly store = new StatusStore();
  #users = 0;
  #close: (() => void) | null = null;
  #closeTimer: ReturnType<typeof setTimeout> | undefined;
  #pending: LiveStatusEntry[] = [];
  #flushTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #api: SiteApi;
  readonly #createSource: EventSourceFactory | null;
  readonly #streamUrl: string;
  readonly #lingerMs: number;
  readonly #batchMs: number;

  constructor(
    api: SiteApi,
    {
      createSource = browserEventSource(),
      streamUrl = STATUS_STREAM_PATH,
      lingerMs = STREAM_LINGER_MS,
      batchMs = STREAM_BATCH_MS,
    }: LiveStatusesOptions = {},
  ) {
    this.#api = api;
    this.#createSource = createSource;
    this.#streamUrl = streamUrl;
    this.#lingerMs = lingerMs;
    this.#batchMs = batchMs;
  }

  /** Starts following the stream (shared); call the returned function to stop. */
  follow(): () => void {
    this.#users += 1;
    clearTimeout(this.#closeTimer);
    if (this.#users === 1 && this.#createSource && !this.#close) {
      this.#close = openStatusStream({
        url: this.#streamUrl,
        createSource: this.#createSource,
        onStatus: (entry) => this.#receive(entry),
      });
    }
    let following = true;
    return () => {
      if (!following) return;
      following = false;
      this.#users -= 1;
      if (this.#users > 0) return;
      if (this.#lingerMs <= 0) this.#closeStream();
      else this.#closeTimer = setTimeout(() => this.#closeStream(), this.#lingerMs);
    };
  }

  #closeStream(): void {
    this.#close?.();
    this.#close = null;
    this.#flush();
  }

  #receive(entry: LiveStatusEntry): void {
    this.#pending.push(entry);
    if (this.#batchMs <= 0) this.#flush();
    else this.#flushTimer ??= setTimeout(() => this.#flush(), this.#batchMs);
  }

  #flush(): void {
    clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    const entries = this.#pending;
    this.#pending = [];
    if (entries.length > 0) this.store.set(entries);
  }

  /**
   * Loads the statuses of `ids` the store does not have yet (POST /statuses). A failure is logged
   * (the badges stay empty; live updates still arrive) and does not throw.
   */
  async load(ids: readonly string[], signal?: AbortSignal): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.store.has(id));
    if (missing.length === 0) return;
    const mark = this.store.mark();
    try {
      this.store.setOlder(await fetchStatuses(this.#api, missing, signal), mark);
    } catch (error) {
      if (signal?.aborted) return;
      console.error('Loading the live statuses failed:', error);
    }
  }

  /**
   * Saves staff's change of one event (PATCH /statuses/{id}) and resolves with the server's stored
   * pair, which the store takes at once; rejects with the API's message.
   */
  async save(id: string, change: Partial<LiveStatus>): Promise<LiveStatus> {
    const answer = await this.#api.PATCH('/statuses/{id}', { params: { path: { id } }, body: change });
    const saved = unwrap(answer) as LiveStatus;
    // A stream message still waiting in the batch is older than the server's answer to the save.
    this.#pending = this.#pending.filter((entry) => entry.id !== id);
    this.store.set([{ id, ...saved }]);
    return saved;
  }
}

const perClient = new WeakMap<SiteApi, LiveStatuses>();

/** The page's live statuses for this API client (one store and one stream per page). */
export function liveStatusesOf(api: SiteApi): LiveStatuses {
  let live = perClient.get(api);
  if (!live) {
    live = new LiveStatuses(api);
    perClient.set(api, live);
  }
  return live;
}
