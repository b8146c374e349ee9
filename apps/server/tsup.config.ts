import { defineConfig } from 'tsup';

/**
 * Two entries, sharing chunks: `main` is the server, `cli` the `pnpm conf` command (run by
 * bin/conf.mjs, which rebuilds when the bundle is older than its sources).
 *
 * The production bundle of the server (`pnpm start` runs `node --max-semi-space-size=8 --max-old-space-size=512 dist/main.js`): workspace packages
 * (@conf/*) are bundled from source, npm dependencies stay external. Running the bundle on plain Node
 * keeps the process lean: under tsx's loader, transforming large dependencies cost ~250 MB of RSS.
 */
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  sourcemap: true,
  clean: true,
  dts: false,
  splitting: true,
  // date-fns is bundled (tree-shaken): importing its index loads every module and costs ~300 MB of RSS.
  noExternal: [/^@conf\//, /^date-fns/],
  external: ['vite'],
});
