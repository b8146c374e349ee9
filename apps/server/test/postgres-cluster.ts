import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/free-port.ts';

/**
 * A throwaway PostgreSQL cluster started from the machine's binaries (Debian's
 * /usr/lib/postgresql/<version>/bin), for the API and database tests. As root, the server runs as
 * the `postgres` system user (PostgreSQL refuses to run as root). Durability is switched off: the
 * cluster lives only for one test run.
 */
export const PG_BIN_CANDIDATES = [
  process.env.PG_BIN,
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
].filter((p): p is string => Boolean(p));

export function findPgBin(): string | null {
  return (
    PG_BIN_CANDIDATES.find(
      (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')),
    ) ?? null
  );
}

function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export interface PostgresCluster {
  url: string;
  /**
   * Runs `pg_ctl` on the cluster, as an operator would (`restart -m fast`, `stop -m fast`, `start`),
   * waiting until it is done. Only for a cluster of the test's own: the shared one serves other
   * suites at the same time.
   */
  control: (action: 'restart' | 'stop' | 'start') => Promise<void>;
  /** Stops the cluster (however it was last started) and removes its files. */
  stop: () => Promise<void>;
}

/** The server's options; `pg_ctl start` passes them again (`restart` reads postmaster.opts). */
function serverOptionsFor(port: number, socketDir: string): string[] {
  return [
    '-p',
    String(port),
    '-k',
    socketDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ];
}

/** How many ports are tried when another process takes the free one first. */
const PORT_ATTEMPTS = 5;

/**
 * Starts `postgres` on a port that was free a moment before, and waits until it answers. The port
 * may be taken in between (suites start clusters and servers in parallel): then PostgreSQL says it
 * could not bind, and another port is tried.
 */
async function startOnFreePort(
  bin: string,
  dataDir: string,
  socketDir: string,
  spawnOpts: { uid?: number; gid?: number },
): Promise<{ serverOptions: string[]; child: ChildProcess; url: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const serverOptions = serverOptionsFor(port, socketDir);
    const child = spawn(path.join(bin, 'postgres'), ['-D', dataDir, ...serverOptions], {
      ...spawnOpts,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const started = await answers(url, dataDir, child, () => stderr);
    if (started) return { serverOptions, child, url };
    if (attempt === PORT_ATTEMPTS || !/could not bind|address already in use/i.test(stderr)) {
      throw new Error(`postgres exited at start: ${stderr}`);
    }
  }
}

/**
 * Waits until the server at `url` accepts a connection and is the one of `dataDir` (not another
 * cluster that had the port first): `true`, or `false` when its process exited first (its error is
 * then in its stderr). Throws after 30 s.
 */
async function answers(
  url: string,
  dataDir: string,
  child: ChildProcess,
  stderr: () => string,
): Promise<boolean> {
  const pg = (await import('pg')).default;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) return false;
    // Not forever: a process on the port that is not PostgreSQL may never answer.
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      const { rows } = await client.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
      if (rows[0]?.dir === dataDir) return true;
      // Another cluster had the port first: ours exits soon, unable to bind.
    } catch {
      // Not answering yet.
    } finally {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline) throw new Error(`postgres did not start within 30 s: ${stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const owner = postgresUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'conf-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const spawnOpts = owner ? { uid: owner.uid, gid: owner.gid } : {};
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'],
    {
      ...spawnOpts,
      stdio: 'pipe',
      env: { ...process.env, LC_ALL: 'C' },
    },
  );
  const { serverOptions, child, url } = await startOnFreePort(bin, dataDir, dir, spawnOpts);
  // A server started again by pg_ctl writes its log here (not to pg_ctl's output, which would then
  // stay open as long as the server runs).
  const logFile = path.join(dir, 'server.log');
  const pgCtl = (args: string[]) =>
    promisify(execFile)(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-w', '-t', '30', ...args], {
      ...spawnOpts,
      env: { ...process.env, LC_ALL: 'C' },
    });
  const controlArgs = {
    restart: ['restart', '-m', 'fast'],
    stop: ['stop', '-m', 'fast'],
    start: ['start', '-o', serverOptions.join(' ')],
  };
  return {
    url,
    control: async (action) => {
      await pgCtl(controlArgs[action]);
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await exited;
      } else if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
        await pgCtl(controlArgs.stop).catch(() => undefined);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
