import { type LiveStatusEntry, parseStatusMessage } from './statusStore.ts';

/** What the stream needs of `EventSource` (the browser's, or another implementation). */
export type EventSourceFactory = (url: string) => EventSource;

export interface StatusStreamOptions {
  url: string;
  onStatus: (entry: LiveStatusEntry) => void;
  createSource: EventSourceFactory;
  /** Delay before reconnecting after the `attempt`-th failure in a row (1, 2, …), in ms. */
  retryDelayMs?: (attempt: number) => number;
}

/** 1 s, 2 s, 4 s … up to 30 s between reconnection attempts. */
export function defaultRetryDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Follows `GET /statuses/stream` (server-sent events, `event: status`). The browser's EventSource
 * reconnects by itself after a dropped connection; when it gives up (an error answer, readyState
 * CLOSED) this opens a new one after a growing delay. The server sends the current state on every
 * connection, so nothing missed while disconnected stays stale. Returns the function that closes it.
 */
export function openStatusStream({
  url,
  onStatus,
  createSource,
  retryDelayMs = defaultRetryDelayMs,
}: StatusStreamOptions): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const onMessage = (event: MessageEvent) => {
    const entry = typeof event.data === 'string' ? parseStatusMessage(event.data) : null;
    if (entry) onStatus(entry);
  };

  const connect = () => {
    if (closed) return;
    const current = createSource(url);
    source = current;
    current.addEventListener('status', onMessage as EventListener);
    current.addEventListener('open', () => {
      failures = 0;
    });
    current.addEventListener('error', () => {
      if (closed || current.readyState !== current.CLOSED) return;
      current.close();
      failures += 1;
      timer = setTimeout(connect, retryDelayMs(failures));
    });
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}
