import { type LiveStatusEntry, parseStatusMessage } from './statusStore.ts';

/** What the stream needs of `EventSource` (the browser's, or another implementation). */
export type EventSourceFactory = (url: string) => EventSource;

export interface StatusStreamOptions {
  url: string;
  onStatus: (entry: LiveStatusEntry) => void;
  createSource: EventSourceFactory;
  /** Delay before reconnecting after the `attempt`-th failure in a row (1, 2, …), in ms. */
  retryDelayMs?: (attempt: number) => number;
  /**
   * Where `online` events come from (the window): when the network returns, a stream that is not
   * open is replaced at once, without waiting for the browser's or our own next attempt. `null`: none.
   */
  connectivity?: EventTarget | null;
}

/** 1 s, 2 s, 4 s … up to 30 s between reconnection attempts. */
export function defaultRetryDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/** The contract's query parameter that carries the last id to a new connection (openapi.yaml). */
export const LAST_EVENT_ID_PARAM = 'last_event_id';

/**
 * The stream's address for a new connection: with `last_event_id` when a message id was seen, so the
 * server replays what changed since instead of sending every status (EventSource sends the id by
 * itself only on its own reconnections, as the `Last-Event-ID` header).
 */
export function streamUrl(url: string, lastEventId: string | null): string {
  if (lastEventId === null || !/^\d{1,15}$/.test(lastEventId)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${LAST_EVENT_ID_PARAM}=${lastEventId}`;
}

/**
 * Follows `GET /statuses/stream` (server-sent events, `event: status`). The browser's EventSource
 * reconnects by itself after a dropped connection, sending the last id it saw; when it gives up (an
 * error answer, readyState CLOSED) this opens a new one after a growing delay, and when the browser
 * comes back online (`online`) at once if the stream is not open. A new connection carries the last
 * id seen as `last_event_id`, so the server replays the changes missed meanwhile (statuses set while
 * the page was offline); without one, the server sends every stored status. Returns the function that
 * closes it.
 */
export function openStatusStream({
  url,
  onStatus,
  createSource,
  retryDelayMs = defaultRetryDelayMs,
  connectivity = typeof window === 'undefined' ? null : window,
}: StatusStreamOptions): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;
  let lastEventId: string | null = null;

  const onMessage = (event: MessageEvent) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    const entry = typeof event.data === 'string' ? parseStatusMessage(event.data) : null;
    if (entry) onStatus(entry);
  };

  const connect = () => {
    if (closed) return;
    timer = undefined;
    const current = createSource(streamUrl(url, lastEventId));
    source = current;
    current.addEventListener('status', onMessage as EventListener);
    current.addEventListener('open', () => {
      failures = 0;
    });
    current.addEventListener('error', () => {
      if (closed || source !== current || current.readyState !== current.CLOSED) return;
      current.close();
      failures += 1;
      timer = setTimeout(connect, retryDelayMs(failures));
    });
  };

  /** Back online: a stream that is not open (retrying, or given up and waiting) is replaced now. */
  const onOnline = () => {
    if (closed || (source && source.readyState === source.OPEN)) return;
    clearTimeout(timer);
    source?.close();
    failures = 0;
    connect();
  };

  connectivity?.addEventListener('online', onOnline);
  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    connectivity?.removeEventListener('online', onOnline);
    source?.close();
  };
}
