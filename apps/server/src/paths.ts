import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root (the folder holding pnpm-workspace.yaml and openapi.yaml), found by walking up
 * from this module, so that paths hold both when the server runs from source (tsx) and from its
 * bundle (apps/server/dist).
 */
export function findRepoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml')) && existsSync(path.join(dir, 'openapi.yaml')))
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`No repository root (pnpm-workspace.yaml + openapi.yaml) above ${from}`);
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot();
