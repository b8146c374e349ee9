import { defineConfig } from 'tsup';

/**
 * Builds the published package: `dist/index.js` (ESM, `'use client'` first) with its types, and
 * `dist/theme.css` (the optional theme, its `@import`s of component stylesheets inlined by esbuild)
 * and `dist/page.css` (the optional page base of a site built on @conf/ui).
 * `@conf/core` is a workspace package that is never published, so it is bundled into both the code
 * and the type declarations: the published @conf/ui stands alone.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', theme: 'src/theme.css', page: 'src/page.css' },
  format: ['esm'],
  dts: {
    entry: { index: 'src/index.ts' },
    // Resolve @conf/core to its source (outside node_modules) so its types are inlined, not imported.
    compilerOptions: { paths: { '@conf/core': ['../core/src/index.ts'] } },
  },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  noExternal: ['@conf/core'],
  banner: { js: "'use client';" },
});
