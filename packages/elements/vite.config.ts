import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defineConfig, type Plugin } from 'vite';
import { EMBED_COMPONENTS, embedStylesheet } from './src/embedTheme.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const UI_SRC = path.resolve(here, '../ui/src');

/** Where a package aliased in package.json (`react-18` is `npm:react@18.3.1`) is installed. */
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const REACT = packageDir('react-18');
const REACT_DOM = packageDir('react-dom-18');

/** `virtual:conf-embed-theme`: the theme's tokens and the elements' components' rules, as a string. */
function embedTheme(): Plugin {
  const id = 'virtual:conf-embed-theme';
  return {
    name: 'conf-embed-theme',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const theme = readFileSync(path.join(UI_SRC, 'theme.css'), 'utf8');
      const css = embedStylesheet(theme, EMBED_COMPONENTS, (name) =>
        readFileSync(path.join(UI_SRC, 'components', name, `${name}.css`), 'utf8'),
      );
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

/**
 * The no-build embed (issue 17 item 5; decision 0026): one classic script, `dist/conf-elements.js`,
 * that defines `<conf-search>` and `<conf-favorite>` with React, the components and their styles
 * inside (no import map, no module loader on the host). The product serves it at
 * `/embed/elements/{version}/conf-elements.js` with a year's cache; scripts/elements-budget.mjs
 * weighs it in CI.
 *
 * React 18.3 rather than the site's 19: the components support both (the `packed` tests), and
 * react-dom 18 is 41 kB gzipped against 19's 64 kB, a third of the embed's budget.
 */
export default defineConfig({
  // React Aria's strings in English only (its other 33 languages): the embed is English, as the product is.
  plugins: [embedTheme(), optimizeLocales.vite({ locales: ['en-US'] })],
  resolve: {
    alias: [
      { find: /^react$/, replacement: path.join(REACT, 'index.js') },
      { find: /^react\/jsx-runtime$/, replacement: path.join(REACT, 'jsx-runtime.js') },
      { find: /^react-dom$/, replacement: path.join(REACT_DOM, 'index.js') },
      { find: /^react-dom\/client$/, replacement: path.join(REACT_DOM, 'client.js') },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // A map for looking into the bundle (scripts/elements-budget.mjs), not named in the script.
    sourcemap: 'hidden',
    minify: true,
    lib: {
      entry: 'src/elements.tsx',
      name: 'ConfElements',
      formats: ['iife'],
      fileName: () => 'conf-elements.js',
    },
  },
});
