#!/usr/bin/env node
/**
 * Checks the types of the package in the current directory as it will be published:
 * `pnpm pack` applies `publishConfig` (exports pointing at dist), then `attw` inspects the tarball
 * with the ESM-only profile. Stylesheet entry points (e.g. `./theme.css`) have no types and are left out.
 * Exits with attw's exit code. Usage (from a package's `lint:package` script): `node ../../scripts/attw-pack.mjs`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Export subpaths of the published manifest whose target is a stylesheet. */
function stylesheetEntrypoints(manifest) {
  const exportsMap = manifest.publishConfig?.exports ?? manifest.exports ?? {};
  if (typeof exportsMap !== 'object' || exportsMap === null) return [];
  return Object.entries(exportsMap)
    .filter(
      ([subpath, target]) => subpath.startsWith('.') && typeof target === 'string' && target.endsWith('.css'),
    )
    .map(([subpath]) => subpath);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const packDir = mkdtempSync(path.join(tmpdir(), 'attw-pack-'));
let code;
try {
  code = run('pnpm', ['pack', '--pack-destination', packDir]);
  if (code === 0) {
    const tarball = readdirSync(packDir).find((name) => name.endsWith('.tgz'));
    if (tarball === undefined) {
      console.error(`attw-pack: pnpm pack wrote no tarball to ${packDir}`);
      code = 1;
    } else {
      const excluded = stylesheetEntrypoints(manifest);
      code = run('attw', [
        path.join(packDir, tarball),
        '--profile',
        'esm-only',
        ...(excluded.length > 0 ? ['--exclude-entrypoints', ...excluded] : []),
      ]);
    }
  }
} finally {
  rmSync(packDir, { recursive: true, force: true });
}
process.exit(code);
