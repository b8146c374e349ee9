import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The no-build embed (issue 17 item 5): one classic script, `dist/conf-elements.js`, that defines
 * `<conf-search>` and `<conf-favorite>` with React, the components and their styles inside (no
 * import map, no module loader on the host). The product serves it at a versioned address with a
 * year's cache (apps/server/src/routes/embed-elements.ts); scripts/elements-budget.mjs holds it to
 * 90 kB gzipped.
 */
export default defineConfig({
  // React Aria's strings in English only (its other 33 languages are most of its size here): the
  // embed is English, as the product is.
  plugins: [react(), optimizeLocales.vite({ locales: ['en-US'] })],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: true,
    lib: {
      entry: 'src/elements.tsx',
      name: 'ConfElements',
      formats: ['iife'],
      fileName: () => 'conf-elements.js',
    },
  },
});
