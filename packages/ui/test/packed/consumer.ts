import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'consumer');

/** Runs a command and returns its stdout; throws with its output when it fails. */
export function run(command: string, args: readonly string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** The files of a tarball and its package.json. */
export function tarball(file: string): { files: string[]; manifest: Record<string, unknown> } {
  const files = run('tar', ['tzf', file], path.dirname(file)).split('\n').filter(Boolean).sort();
  const manifest = JSON.parse(run('tar', ['xzf', file, '-O', 'package/package.json'], path.dirname(file)));
  return { files, manifest };
}

/**
 * A fresh project outside the workspace (the fixture in ./consumer: an app, a strict tsconfig and a
 * renderer) with the tarballs and `react` installed by npm from its cache, else the registry.
 */
export function consumerProject(
  dir: string,
  tarballs: readonly string[],
  react: Record<string, string>,
): string {
  mkdirSync(dir, { recursive: true });
  cpSync(fixture, dir, { recursive: true });
  const dependencies = Object.fromEntries(
    tarballs.map((file) => [tarball(file).manifest.name as string, `file:${file}`]),
  );
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: 'outside-site', private: true, type: 'module', dependencies: { ...dependencies, ...react } }, null, 2)}\n`,
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  return dir;
}

/** The workspace's TypeScript compiler, run on the project's tsconfig (type-check and emit). */
export function typeCheck(dir: string): string {
  return run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], dir);
}

/** What consumer/render.mjs prints. */
export interface Rendered {
  react: string;
  /** The server's HTML (`server`). */
  html?: string;
  /** The pressed states after clicks (`browser`). */
  pressed?: {
    favorite: [string | null, string | null];
    star: string | null;
    visitor: [string | null, string | null];
    dialog: { name: string | null; buttons: string[]; links: number } | null;
  };
  saves: boolean[];
  /** What was written to console.error (React's warnings among them). */
  errors: string[];
}

/** Renders the compiled app with `renderToString` in plain Node, or in jsdom with clicks. */
export function render(dir: string, mode: 'server' | 'browser'): Rendered {
  const args =
    mode === 'server' ? ['render.mjs', 'server'] : ['render.mjs', 'browser', require.resolve('jsdom')];
  return JSON.parse(run(process.execPath, args, dir)) as Rendered;
}
