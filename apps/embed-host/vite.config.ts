import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';
import { productConfigScript } from './host-server.ts';

/**
 * The example host (a music festival's page embedding the product): a plain Vite + React build, as an
 * outside site would make it. The product's origin is not built in: the pages load `/config.js`,
 * which the server answers from `PRODUCT_URL` (host-server.ts; here for `vite` and `vite preview`).
 *
 * The bundle is split by where the code comes from, so that the build says what embedding costs:
 * React, the components of @conf/ui (with react-aria and @conf/core), the API client, the page.
 */

/** Which part of the bundle a module is. */
type Part = 'react' | 'components' | 'api-client' | 'page';

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const API_CLIENT = /[\\/]packages[\\/](api-client|contract)[\\/]|node_modules[\\/]openapi-fetch[\\/]/;
const PAGE = /[\\/]apps[\\/]embed-host[\\/]/;

function partOf(id: string): Part {
  if (REACT.test(id)) return 'react';
  if (API_CLIENT.test(id)) return 'api-client';
  if (PAGE.test(id)) return 'page';
  return 'components';
}

const PART_NAMES: Readonly<Record<Part, string>> = {
  react: 'React and React DOM',
  components: '@conf/ui SuggestionSearch + FavoriteButton (react-aria, @conf/core)',
  'api-client': '@conf/api-client (createEmbedFavorites, openapi-fetch)',
  page: "the festival's page",
};

/**
 * After the build, one line per part: its gzipped bytes (level 9, each file on its own, as served),
 * scripts loaded at first and on demand apart, and the stylesheets.
 */
function sizeReport(): Plugin {
  return {
    name: 'embed-host:size-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sizes = new Map<string, number>();
      const add = (label: string, source: string | Uint8Array) =>
        sizes.set(label, (sizes.get(label) ?? 0) + gzipSync(source, { level: 9 }).length);
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset') {
          if (file.fileName.endsWith('.css'))
            add('stylesheets (@conf/ui/theme.css and the page)', file.source);
          continue;
        }
        const parts = new Set(file.moduleIds.map(partOf));
        const part: Part = parts.size === 1 ? ([...parts][0] ?? 'page') : 'page';
        add(`${PART_NAMES[part]}${file.isDynamicEntry ? ', on demand' : ''}`, file.code);
      }
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      const lines = [...sizes].map(([label, bytes]) => `  ${kB(bytes).padStart(8)}  ${label}`);
      this.info(`gzipped sizes of the example host:\n${lines.join('\n')}`);
    },
  };
}

/** `/config.js` for the dev server and `vite preview`, from `PRODUCT_URL`. */
function productConfig(): Plugin {
  const serve: Connect.NextHandleFunction = (request, response, next) => {
    if (request.url?.split('?')[0] !== '/config.js') return next();
    response.setHeader('content-type', 'text/javascript; charset=utf-8');
    response.setHeader('cache-control', 'no-store');
    response.end(productConfigScript(process.env.PRODUCT_URL ?? 'http://127.0.0.1:3000'));
  };
  return {
    name: 'embed-host:product-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

export default defineConfig({
  plugins: [react(), productConfig(), sizeReport()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: (id) => partOf(id) === 'react' },
            { name: 'api-client', test: (id) => partOf(id) === 'api-client' },
            { name: 'components', test: (id) => partOf(id) === 'components' },
          ],
        },
      },
    },
  },
  // `localhost`: another site than the product's 127.0.0.1 (its cookies are third-party here).
  server: { host: 'localhost', port: 5174 },
  preview: { host: 'localhost', port: 5174 },
});
