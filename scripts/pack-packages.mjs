#!/usr/bin/env node
/**
 * Packs the published packages as an outside user gets them: `@conf/contract`, `@conf/core`,
 * `@conf/api-client` and `@conf/ui`, each built and packed by its `prepack` script
 * (scripts/pack-manifest.mjs), into one directory.
 *
 * Usage: `pnpm pack:packages [--with npm|pnpm] [directory]` (default: npm, into `.packs/`).
 * Prints the tarballs' paths, one a line. Both tools give the same tarballs.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The published packages' folders, dependencies first. */
export const PUBLISHED_PACKAGES = ['contract', 'core', 'api-client', 'ui'];

/**
 * Packs every published package with `tool` into `destination` (emptied first) and returns the
 * tarballs' absolute paths, in the order of {@link PUBLISHED_PACKAGES}. Throws when a pack fails.
 */
export function packPackages({ tool = 'npm', destination = path.join(root, '.packs'), quiet = false } = {}) {
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  return PUBLISHED_PACKAGES.map((dir) => {
    const before = new Set(readdirSync(destination));
    const result = spawnSync(tool, ['pack', '--pack-destination', destination], {
      cwd: path.join(root, 'packages', dir),
      stdio: quiet ? 'pipe' : ['ignore', 'ignore', 'inherit'],
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(
        `${tool} pack of packages/${dir} failed (exit ${result.status}):\n${result.stderr ?? ''}`,
      );
    }
    const made = readdirSync(destination).filter((name) => !before.has(name) && name.endsWith('.tgz'));
    if (made.length !== 1) throw new Error(`${tool} pack of packages/${dir} wrote ${made.length} tarballs`);
    return path.join(destination, made[0]);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const withAt = args.indexOf('--with');
  const tool = withAt >= 0 ? args.splice(withAt, 2)[1] : 'npm';
  if (tool !== 'npm' && tool !== 'pnpm') {
    console.error('usage: pack-packages.mjs [--with npm|pnpm] [directory]');
    process.exit(2);
  }
  const destination = args[0] === undefined ? undefined : path.resolve(args[0]);
  for (const tarball of packPackages({ tool, ...(destination ? { destination } : {}) })) console.log(tarball);
}
