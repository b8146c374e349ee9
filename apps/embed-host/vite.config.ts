import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';
import { distFile, fillProductUrl, productConfigScript } from './host-server.ts';

/**
 * The example host (a music festival's page embedding the product): a plain Vite + React build, as an
 * outside site would make it. The product's origin is not built in: the pages load `/config.js`,
 * which the server answers from `PRODUCT_URL`, and plain pages get it written in (host-server.ts;
 * here for `vite` and `vite preview`).
 *
 * The bundle is split by where the code comes from, so that the build says what embedding costs:
 * React, the components of @conf/ui (with react-aria and @conf/core), the API client, the page; the
 * theme. The page's own stylesheet (public/festival.css) is not bundled: its plain page shares it.
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
          if (file.fileName.endsWith('.css')) add('@conf/ui/theme.css', file.source);
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

/** The plain pages (no build: copied to `dist/` as they are), filled in when served. */
const PUBLIC_DIR = fileURLToPath(new URL('./public', import.meta.url));

/**
 * `/config.js` and the plain pages with the product's origin written in ({@link fillProductUrl}),
 * for the dev server and `vite preview`, from `PRODUCT_URL`, as host-server.ts answers them.
 */
function productConfig(): Plugin {
  const serve: Connect.NextHandleFunction = (request, response, next) => {
    const productUrl = process.env.PRODUCT_URL ?? 'http://127.0.0.1:3000';
    const pathname = request.url?.split('?')[0] ?? '/';
    if (pathname === '/config.js') {
      response.setHeader('content-type', 'text/javascript; charset=utf-8');
      response.setHeader('cache-control', 'no-store');
      response.end(productConfigScript(productUrl));
      return;
    }
    const plain = pathname.endsWith('.html') ? distFile(PUBLIC_DIR, pathname) : null;
    if (plain === null || !existsSync(plain)) return next();
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(fillProductUrl(readFileSync(plain, 'utf8'), productUrl));
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
