import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../src/paths.ts';
import { SITE_ROOT } from '../src/site/serve.ts';

const run = promisify(execFile);

/** Longer than any build of the site takes: a lock this old is a killed run's. */
const STALE_LOCK_MS = 5 * 60_000;

/** What the site's build reads: its sources, public files (icons), the packages' sources, its page and its Vite config. */
const INPUTS = [
  'apps/site/src',
  'apps/site/public',
  'apps/site/index.html',
  'apps/site/vite.config.ts',
  'packages',
];

/** The newest modification time and the number of files under the inputs (tests and stories aside). */
function inputStamp(): string {
  let newest = 0;
  let files = 0;
  const visit = (entry: string) => {
    const info = statSync(entry);
    if (info.isDirectory()) {
      for (const name of readdirSync(entry)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(path.join(entry, name));
      }
      return;
    }
    if (/\.(test|stories)\.tsx?$/.test(entry)) return;
    files += 1;
    newest = Math.max(newest, info.mtimeMs);
  };
  for (const input of INPUTS) visit(path.join(REPO_ROOT, input));
  return `${Math.floor(newest)}-${files}`;
}

/**
 * The site built for tests that request its pages (server rendering needs the built renderer), in
 * a folder of the temporary directory named after the state of its sources: built once, reused by
 * every test file and run until a source changes. Test files run in parallel workers; the first
 * one builds while the others wait on its lock folder. Returns the assets' folder (SITE_DIST); the
 * renderer is in the sibling `dist-ssr`.
 */
export async function builtSite(): Promise<string> {
  const dir = path.join(tmpdir(), `conf-site-build-${inputStamp()}`);
  const dist = path.join(dir, 'dist');
  const done = path.join(dir, 'built');
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(done)) return dist;
    try {
      mkdirSync(lock);
    } catch {
      // Another worker is building; a lock older than a build can take was left by a killed run.
      const since = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (since > STALE_LOCK_MS) rmSync(lock, { force: true, recursive: true });
      await sleep(500);
      continue;
    }
    try {
      // Builds of sources that have changed since are of no use any more.
      for (const old of readdirSync(tmpdir())) {
        if (old.startsWith('conf-site-build-') && !old.endsWith('.lock')) {
          rmSync(path.join(tmpdir(), old), { recursive: true, force: true });
        }
      }
      const vite = ['exec', 'vite', 'build', '--logLevel', 'warn'];
      // A production build, as `pnpm build` makes it (vitest runs with NODE_ENV=test).
      const options = { cwd: SITE_ROOT, env: { ...process.env, NODE_ENV: 'production' } };
      await run('pnpm', [...vite, '--outDir', dist, '--emptyOutDir'], options);
      await run(
        'pnpm',
        [...vite, '--ssr', 'src/entry-server.tsx', '--outDir', path.join(dir, 'dist-ssr')],
        options,
      );
      mkdirSync(done);
      return dist;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
