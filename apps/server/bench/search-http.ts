import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../../../scripts/free-port.ts';
import { productionCommand } from './production-command.ts';
import type { FullSearchQuery } from './search-queries.ts';

/**
 * Search over HTTP on loopback, each load for a bounded time at 50 connections, driven by autocannon
 * from this process while the server runs in its own: Koa hello-worlds (GET, and POST with the body
 * parser) as baselines, then type-ahead suggestions and full searches against the real server (the
 * production bundle, `node dist/main.js`, as `pnpm start` runs it). Besides requests/s and latency,
 * the server's CPU time per request (from /proc) tells what each answer costs even when other work
 * shares the machine. Figures only.
 *
 * The server caches serialized suggestion and search answers (src/search/answer-cache.ts): after the
 * warm-up the rotating loads below are mostly cache hits, i.e. they measure the HTTP path; what a
 * miss costs (search, highlighting, serialisation) is the in-process part of `pnpm bench search`.
 */

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(benchDir, '..');
const HELLO = path.join(benchDir, 'search-http-server.ts');
/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

export interface HttpBenchOptions {
  /** PostgreSQL URL with the festival catalogue imported, or undefined for an in-memory PGlite. */
  databaseUrl?: string;
  suggestionTexts: string[];
  searches: FullSearchQuery[];
  connections?: number;
  seconds?: number;
}

export interface Server {
  child: ChildProcess;
  port: number;
}

export function startHello(mode: 'hello' | 'hello-post'): Promise<Server> {
  const child = fork(HELLO, [mode], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`hello-world server exited with ${code}`)));
  });
}

/**
 * The production server on the festival catalogue (seeded at start when the database is empty), run
 * as `pnpm start` runs it; `entry` is another bundle to run (another build of the server, for an A/B
 * comparison: ab-http.ts), `nodeArgs` other Node options (memory-under-load.ts).
 */
export async function startApp(
  databaseUrl: string | undefined,
  entry = productionCommand().entry,
  nodeArgs: string[] = productionCommand().nodeOptions,
): Promise<Server & { readyMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? 'memory:',
      SEED: 'festival',
      SITE_MODE: 'none',
      LOG_LEVEL: 'warn',
      // 50 connections from one address: the rate limits stay in the path but far above the load.
      SEARCH_RATE_SUGGESTIONS_PER_MINUTE: '100000000',
      SEARCH_RATE_SEARCHES_PER_MINUTE: '100000000',
    },
    stdio: 'inherit',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, readyMs: Math.round(performance.now() - started) };
}

export async function stop({ child }: Server): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function memoryOf(pid: number): { rss_mb: number; peak_rss_mb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss_mb: Math.round(kb('VmRSS') / 1024), peak_rss_mb: Math.round(kb('VmHWM') / 1024) };
}

/** User + system CPU seconds the process has used. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The type-ahead load: `POST /search/suggestions` with these bodies in turn. */
export function suggestionRequest(bodies: string[]): autocannon.Request {
  return {
    method: 'POST',
    path: '/search/suggestions',
    headers: JSON_HEADERS,
    setupRequest: rotating(bodies),
  };
}

/** The full-search load: `POST /search` with these bodies in turn. */
export function searchRequest(bodies: string[]): autocannon.Request {
  return { method: 'POST', path: '/search', headers: JSON_HEADERS, setupRequest: rotating(bodies) };
}

/** Bodies sent in turn, one per request. */
export function rotating(bodies: string[]): autocannon.Request['setupRequest'] {
  let next = 0;
  return (request) => ({ ...request, body: bodies[next++ % bodies.length] as string });
}

export async function load(
  server: Server,
  request: autocannon.Request,
  connections: number,
  seconds: number,
) {
  const url = `http://127.0.0.1:${server.port}`;
  // Warm-up (JIT), then the measured run.
  await autocannon({ url, connections, duration: Math.min(3, seconds), requests: [request] });
  const pid = server.child.pid as number;
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections, duration: seconds, requests: [request] });
  const cpu = cpuSeconds(pid) - cpuBefore;
  const answered = result.requests.total;
  return {
    requests_per_s: Math.round(result.requests.average),
    latency_ms: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    server_cpu_us_per_request: Math.round((1e6 * cpu) / Math.max(1, answered)),
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    kb_per_response:
      Math.round(result.throughput.average / Math.max(1, result.requests.average) / 102.4) / 10,
  };
}

export async function measureSearchHttp(opts: HttpBenchOptions) {
  const connections = opts.connections ?? 50;
  const seconds = opts.seconds ?? 10;
  const hello = await startHello('hello');
  const helloWorld = await load(hello, { method: 'GET', path: '/' }, connections, seconds);
  await stop(hello);
  const helloPost = await startHello('hello-post');
  const helloWorldPost = await load(
    helloPost,
    { method: 'POST', path: '/', headers: JSON_HEADERS, body: JSON.stringify({ q: 'teach' }) },
    connections,
    seconds,
  );
  await stop(helloPost);

  const app = await startApp(opts.databaseUrl);
  try {
    const pid = app.child.pid as number;
    const memoryReady = memoryOf(pid);
    const suggestions = await load(
      app,
      suggestionRequest(opts.suggestionTexts.map((q) => JSON.stringify({ q }))),
      connections,
      seconds,
    );
    const search = await load(
      app,
      searchRequest(opts.searches.map((q) => JSON.stringify(q))),
      connections,
      seconds,
    );
    const afterLoad = memoryOf(pid);
    // V8 gives back heap it grew under load once the load is over: what the process settles at.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const ratio = (r: { requests_per_s: number }, base: { requests_per_s: number }) =>
      Math.round((100 * r.requests_per_s) / Math.max(1, base.requests_per_s)) / 100;
    const ratios = (r: { requests_per_s: number }) => ({
      vs_hello_world: ratio(r, helloWorld),
      vs_hello_world_post: ratio(r, helloWorldPost),
    });
    return {
      database: opts.databaseUrl ? 'postgresql' : 'pglite-memory',
      server: `node ${[...productionCommand().nodeOptions, productionCommand().entry].join(' ')} (production bundle)`,
      connections,
      seconds,
      hello_world: helloWorld,
      hello_world_post: helloWorldPost,
      suggestions: { ...suggestions, ...ratios(suggestions) },
      full_search: { ...search, ...ratios(search) },
      server_ready_ms: app.readyMs,
      server_memory: { ready: memoryReady, after_load: afterLoad, settled_10s_after: memoryOf(pid) },
    };
  } finally {
    await stop(app);
  }
}
