import type { Server } from 'node:http';

/**
 * Stops a server gracefully: no new connections, idle keep-alive connections closed at once,
 * in-flight requests allowed to finish; after `graceMs` whatever is left is cut.
 * Resolves when the server has closed.
 *
 * Long-lived responses (server-sent event streams) never finish by themselves: `drain` is called
 * once the server stops accepting connections, to end them (the app's `drainStreams`), so that the
 * close does not wait the whole grace period for them.
 */
export async function closeGracefully(
  server: Server,
  graceMs: number,
  opts: { drain?: () => void } = {},
): Promise<{ forced: boolean }> {
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    server.closeAllConnections();
  }, graceMs);
  timer.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  opts.drain?.();
  // A keep-alive connection whose request finishes becomes idle: close those as they appear.
  const sweeper = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  await closed;
  clearInterval(sweeper);
  clearTimeout(timer);
  return { forced };
}
