/**
 * Start-up benchmark: starts the real server process (the built bundle, dist/main.js) (migrations, seed of an empty database,
 * listen) and measures the time until /healthz answers and the process's resident memory then and
 * after a few requests. Prints JSON; never asserts.
 *
 *   pnpm --filter @conf/server bench:startup [demo|festival] [memory|pglite-dir|postgres://…]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.ts';
import { productionCommand } from './production-command.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export async function measureStartup(seed: string, database: string) {
  const port = await freePort();
  const dataDir = database === 'pglite-dir' ? mkdtempSync(path.join(tmpdir(), 'conf-bench-')) : undefined;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: seed,
    SITE_MODE: 'none',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  };
  if (database === 'memory') env.DATABASE_URL = 'memory:';
  else if (dataDir) {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  } else env.DATABASE_URL = database;
  const started = performance.now();
  // The production bundle (`pnpm --filter @conf/server build`), run on plain Node as `pnpm start` does.
  const { nodeOptions, entry } = productionCommand();
  const child = spawn(process.execPath, [...nodeOptions, entry], {
    cwd: serverDir,
    env,
    stdio: 'inherit',
  });
  const pid = child.pid ?? 0;
  let readyMs = -1;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const rssReady = rssMb(pid);
  for (let i = 0; i < 50; i++) await fetch(`http://127.0.0.1:${port}/api/web/features`);
  const rssAfter = rssMb(pid);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  return {
    seed,
    database,
    ready_ms: Math.round(readyMs),
    rss_mb_ready: rssReady,
    rss_mb_after_requests: rssAfter,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seed = process.argv[2] ?? 'demo';
  const database = process.argv[3] ?? 'memory';
  console.log(JSON.stringify(await measureStartup(seed, database)));
}
