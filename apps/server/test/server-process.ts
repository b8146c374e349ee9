import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { listeningPort } from '../../../scripts/listening-port.ts';

/**
 * The server as a process of its own (`src/main.ts` run from source through tsx, as `pnpm
 * start:source` does; a fresh clone has no built bundle), for tests that must see whether the
 * process survives: its exit is recorded, its output kept for the failure message.
 */
export interface ServerProcess {
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** How the process ended (null while it runs). */
  exited: () => { code: number | null; signal: NodeJS.Signals | null } | null;
  /** SIGTERM (graceful shutdown), then SIGKILL after `graceMs`; resolves when it has exited. */
  stop: (graceMs?: number) => Promise<void>;
}

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** Starts the server with `env` added to the test's environment; resolves once /healthz answers 200. */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SITE_MODE: 'none',
      SEED: 'none',
      // Its "listening on" line (info) names the port the system gave it (PORT=0): see listeningPort.
      LOG_LEVEL: 'info',
      ...env,
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  // tsx compiles the server at start: on a loaded CI machine, with two instances starting together,
  // that took more than 30 s. A healthy start is seen as soon as it answers; this only bounds a hang.
  const startTimeoutMs = opts.startTimeoutMs ?? 90_000;
  const deadline = Date.now() + startTimeoutMs;
  const port = await listeningPort(child, startTimeoutMs).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}:\n${output}`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exit) throw new Error(`The server process exited at start (${JSON.stringify(exit)}):\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server process did not answer /healthz in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    output: () => output,
    exited: () => exit,
    stop: async (graceMs = 5_000) => {
      if (exit) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exitedPromise;
      clearTimeout(timer);
    },
  };
}
