#!/usr/bin/env node
/**
 * `pnpm conf …` (root package.json): runs the built CLI bundle `apps/server/dist/cli.js` on plain
 * Node, in this process. Going through `pnpm --filter … exec tsx src/cli/main.ts` cost 35–45 s for a
 * one-row file (a second package-manager start-up, then tsx transforming the sources at run time);
 * the bundle starts in well under a second before the database work.
 *
 * When the bundle is missing, or older than a source it is built from (this server's `src`, the
 * bundled workspace packages' `src`, tsup.config.ts, package.json), it is rebuilt first with the
 * server's own `build` script (tsup, a few seconds) and this is said on stderr, so the command keeps
 * working from a fresh clone and after every edit. stdout stays the command's own (`--json`).
 *
 * The root script starts Node with `--liftoff-only`. The embedded database is PostgreSQL compiled to
 * WebAssembly; V8 compiles it with its baseline compiler (Liftoff), then recompiles hot functions
 * with TurboFan on background threads, and the process waits for those jobs at exit. For a short
 * command that was most of the time: a one-row import took 9.9 s wall and 6.1 s of CPU on a loaded
 * 2-core machine, 3.6 s and 2.4 s with Liftoff only; FOSDEM 2026 (8.5 s against 15.4 s) and
 * SXSW 2026 (8.6 s against 14.6 s) were faster too. The flag cannot be set from here
 * (`v8.setFlagsFromString` comes too late for it); without it the command works, only slower.
 *
 * The command runs in apps/server, like the server (`pnpm start`), so both use the same
 * `apps/server/.data`; paths on the command line are resolved against INIT_CWD (where pnpm was
 * started), which pnpm sets and this launcher keeps.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import * as nodeModule from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
const BUNDLE = path.join(SERVER_DIR, 'dist', 'cli.js');

/** Folders and files the bundle is built from (workspace packages are bundled from source). */
const SOURCES = [
  path.join(SERVER_DIR, 'src'),
  path.join(SERVER_DIR, 'tsup.config.ts'),
  path.join(SERVER_DIR, 'package.json'),
  path.join(REPO_ROOT, 'packages', 'core', 'src'),
  path.join(REPO_ROOT, 'packages', 'api-client', 'src'),
  path.join(REPO_ROOT, 'packages', 'contract', 'src'),
  path.join(REPO_ROOT, 'packages', 'ui', 'src'),
];

/** Tests and stories are never bundled: editing one needs no rebuild. */
const NOT_BUNDLED = /\.(test|spec|stories)\.[cm]?[jt]sx?$/;

/** The newest modification time (ms) under a file or folder; 0 when it does not exist. */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return NOT_BUNDLED.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the bundle must be (re)built, or null when it is current. */
function staleReason() {
  let built;
  try {
    built = statSync(BUNDLE).mtimeMs;
  } catch {
    return 'it is missing';
  }
  const newest = Math.max(...SOURCES.map(newestMtime));
  return newest > built ? 'it is older than the sources' : null;
}

const reason = staleReason();
if (reason !== null) {
  process.stderr.write(`conf: building ${path.relative(REPO_ROOT, BUNDLE)} first (${reason})…\n`);
  const build = spawnSync('pnpm', ['run', '--silent', 'build'], {
    cwd: SERVER_DIR,
    // The build's own output goes to stderr: stdout belongs to the command (e.g. `--json`).
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (build.status !== 0) {
    process.stderr.write(`conf: the build failed (${build.error?.message ?? `exit code ${build.status}`})\n`);
    process.exit(1);
  }
}

// V8's code cache on disk (node_modules/.cache): later runs skip compiling the bundle and its
// dependencies (PGlite, Kysely, the parsers). Node 22.1+; pnpm runs the workspace's Node 24.
nodeModule.enableCompileCache?.(path.join(SERVER_DIR, 'node_modules', '.cache', 'conf-cli'));
process.env.INIT_CWD ??= process.cwd();
process.chdir(SERVER_DIR);
await import(pathToFileURL(BUNDLE).href);
