import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningPort } from '../../../scripts/listening-port.ts';

/**
 * A server of one spec's own (the built `apps/server/dist/main.js`, in-memory database, demo data),
 * for specs that change what the shared e2e server must keep (its feature flags): on a port the
 * system gives it (PORT=0; the server's "listening" log line says which), the health check
 * awaited, stopped with SIGTERM. Playwright's `webServer` builds the bundle first. Why not a port
 * picked free beforehand: see scripts/listening-port.ts.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function waitForHealth(server: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The spec's server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The spec's server did not become healthy in time");
}

/** Starts the built server with `env` added (e.g. `FEATURES`); resolves once it is healthy. */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory:',
      SEED: 'demo',
      // Its "listening" line names the port (info); the requests' lines are read and dropped.
      LOG_LEVEL: 'info',
      // Not inherited from the shared server's settings: this server starts on the spec defaults.
      FEATURES: '',
      // Every request of the spec comes from 127.0.0.1 (the limits are tested in the API tests).
      SEARCH_RATE_SUGGESTIONS_PER_MINUTE: '100000',
      SEARCH_RATE_SEARCHES_PER_MINUTE: '100000',
      ...env,
    },
  });
  let baseURL = '';
  try {
    baseURL = `http://127.0.0.1:${await listeningPort(server, 90_000, "The spec's server")}`;
    await waitForHealth(server, baseURL, 30_000);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    baseURL,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
