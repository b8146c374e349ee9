import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How production runs the server: the Node options and bundle of `@conf/server`'s `start` script
 * (`node --max-semi-space-size=8 --max-old-space-size=512 dist/main.js`), read from its package.json so that the benchmarks
 * measure exactly what `pnpm start` runs.
 */
const packageJson = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package.json');

export interface ProductionCommand {
  /** Options for Node before the entry (V8 settings). */
  nodeOptions: string[];
  /** The bundle, relative to apps/server. */
  entry: string;
}

export function productionCommand(): ProductionCommand {
  const start = (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: { start: string } }).scripts
    .start;
  const [node, ...args] = start.trim().split(/\s+/);
  const entry = args.pop();
  if (node !== 'node' || !entry)
    throw new Error(`@conf/server start script is not 'node [options] <entry>': ${start}`);
  return { nodeOptions: args, entry };
}
