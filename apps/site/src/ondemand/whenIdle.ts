/** What {@link whenIdle} needs of the window (a test passes a stand-in). */
export interface IdleHost {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: number | undefined) => void;
}

/** Options of {@link whenIdle}. */
export interface WhenIdleOptions {
  /** Longest wait for an idle moment before running anyway (default 3 s). */
  timeoutMs?: number;
  /** The delay instead where the browser has no idle callback (default 0.2 s). */
  fallbackMs?: number;
  host?: IdleHost;
}

/** Runs `task` when the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(
  task: () => void,
  { timeoutMs = 3000, fallbackMs = 200, host = window }: WhenIdleOptions = {},
): () => void {
  if (typeof host.requestIdleCallback === 'function') {
    const handle = host.requestIdleCallback(task, { timeout: timeoutMs });
    return () => host.cancelIdleCallback?.(handle);
  }
  const handle = host.setTimeout(task, fallbackMs);
  return () => host.clearTimeout?.(handle as number);
}
