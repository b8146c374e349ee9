#!/usr/bin/env node
/**
 * Makes a workspace package's `package.json` what an outside user installs, for the length of a pack,
 * so that `npm pack` gives the same tarball as `pnpm pack` (which does this by itself):
 *
 * - `prepare` (the `prepack` script, after the build): keeps the workspace's manifest aside in
 *   `package.json.workspace`, then writes the published one: the `publishConfig` fields (the
 *   `exports` of the built `dist/`) in place of the workspace's (which point at `src/` for the
 *   workspace's tools), `workspace:` ranges of dependencies replaced by the versions of those
 *   packages, and no `scripts`, `devDependencies` or `publishConfig`. Every file that `exports`
 *   names must exist (a missing build fails the pack, instead of packing a broken tarball).
 * - `restore` (the `postpack` script): puts the workspace's manifest back. `prepare` restores first
 *   too, should an earlier pack have stopped between the two.
 *
 * Usage, from a package's directory: `node ../../scripts/pack-manifest.mjs prepare|restore`.
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MANIFEST = 'package.json';
const KEPT = `${MANIFEST}.workspace`;
const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'];

/** Versions of the workspace's packages by name (packages/* and apps/*). */
export function workspaceVersions(workspaceRoot = root) {
  const versions = new Map();
  for (const group of ['packages', 'apps']) {
    const dir = path.join(workspaceRoot, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name, MANIFEST);
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      versions.set(manifest.name, manifest.version);
    }
  }
  return versions;
}

/**
 * A `workspace:` range as published (the rules of pnpm's own pack): `*` is the exact version,
 * `^` and `~` prefix it, anything else is kept as written. Other ranges are returned unchanged.
 */
export function publishedRange(name, range, versions) {
  if (!range.startsWith('workspace:')) return range;
  const version = versions.get(name);
  if (version === undefined) throw new Error(`${name}: "${range}" names no package of the workspace`);
  const spec = range.slice('workspace:'.length);
  if (spec === '*' || spec === '') return version;
  if (spec === '^' || spec === '~') return `${spec}${version}`;
  return spec;
}

/** Every file path an `exports` map names (conditions and subpaths flattened). */
function exportTargets(exportsField) {
  if (typeof exportsField === 'string') return [exportsField];
  if (exportsField === null || typeof exportsField !== 'object') return [];
  return Object.values(exportsField).flatMap(exportTargets);
}

/** The published manifest of a workspace manifest (pure). */
export function publishedManifest(manifest, versions) {
  const { publishConfig = {}, scripts: _scripts, devDependencies: _dev, ...rest } = manifest;
  const published = { ...rest, ...publishConfig };
  for (const field of DEPENDENCY_FIELDS) {
    const deps = published[field];
    if (deps === undefined) continue;
    published[field] = Object.fromEntries(
      Object.entries(deps).map(([name, range]) => [name, publishedRange(name, range, versions)]),
    );
  }
  return published;
}

function restore() {
  if (existsSync(KEPT)) renameSync(KEPT, MANIFEST);
}

function prepare() {
  restore();
  const text = readFileSync(MANIFEST, 'utf8');
  const published = publishedManifest(JSON.parse(text), workspaceVersions());
  const missing = exportTargets(published.exports).filter((target) => !existsSync(target));
  if (missing.length > 0) {
    throw new Error(
      `${published.name}: exports name files that are not there (build first): ${missing.join(', ')}`,
    );
  }
  writeFileSync(KEPT, text);
  writeFileSync(MANIFEST, `${JSON.stringify(published, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = process.argv[2];
  if (step === 'prepare') prepare();
  else if (step === 'restore') restore();
  else {
    console.error('usage: node pack-manifest.mjs prepare|restore');
    process.exit(2);
  }
}
