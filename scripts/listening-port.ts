import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * The port the product's server listens on, read from its "listening on" log line (pino's JSON, one
 * object per line on stdout; the line is at level info). For a server started with `PORT=0`, on a
 * port the system gives it: a port picked free beforehand (scripts/free-port.ts) is bound only
 * seconds later, after the server has loaded and seeded, and in that time another process can take
 * it, or a second server be handed the same one and answer the first one's health check.
 *
 * The rest of the log is read and dropped, so that the pipe never fills. `name` names the server
 * in the errors (it exited, or did not listen within `timeoutMs`).
 */
export function listeningPort(server: ChildProcess, timeoutMs: number, name = 'The server'): Promise<number> {
  return new Promise((resolve, reject) => {
    const stdout = server.stdout;
    if (!stdout) {
      reject(new Error(`${name} has no stdout to read its port from`));
      return;
    }
    const lines = createInterface({ input: stdout });
    const onExit = (code: number | null) => fail(new Error(`${name} exited (${code})`));
    const settle = () => {
      clearTimeout(timer);
      server.off('exit', onExit);
    };
    const fail = (error: Error) => {
      settle();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`${name} did not listen in time`)), timeoutMs);
    server.once('exit', onExit);
    lines.on('line', (line) => {
      let entry: unknown;
      try {
        entry = JSON.parse(line);
      } catch {
        return;
      }
      const { msg, port } = (entry ?? {}) as { msg?: unknown; port?: unknown };
      if (typeof msg === 'string' && msg.startsWith('listening on') && typeof port === 'number') {
        settle();
        resolve(port);
      }
    });
  });
}
