import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, minify, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * React Router's package exports only its development build (remix-run/react-router#12532,
 * #14102: dev warnings on, about 30% larger); a build takes its production one, found next to it.
 */
function reactRouterProduction() {
  const fromSite = createRequire(import.meta.url);
  const fromRouterDom = createRequire(fromSite.resolve('react-router-dom/package.json'));
  const dist = path.join(path.dirname(fromRouterDom.resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/** The script every built page starts with (see {@link startAfterFirstPaint}). */
const BOOT_SCRIPT = fileURLToPath(new URL('./src/boot.js', import.meta.url));

/** Where the server answers the build's files (the config's `base`). */
const ASSET_PREFIX = '/vite/';

/**
 * In a build, the page's entry module starts after the first paint (src/boot.js): the HTML's
 * `<script type="module" src=…>` becomes the deferred boot script, which adds it after one frame.
 * The boot script is written minified to dist/boot.js (it is in every page's first load). The dev
 * server keeps the plain module script (its hot reload needs it at once).
 */
function startAfterFirstPaint(): Plugin {
  const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  return {
    name: 'conf:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const match = MODULE_SCRIPT.exec(html);
        if (!match) throw new Error('index.html has no entry module script to start after the first paint');
        return html.replace(
          match[0],
          `<script src="${ASSET_PREFIX}boot.js" data-entry="${match[1]}" defer></script>`,
        );
      },
    },
    async generateBundle() {
      const { code, errors } = await minify('boot.js', readFileSync(BOOT_SCRIPT, 'utf8'));
      if (errors.length > 0) this.error(`src/boot.js: ${errors.map((error) => error.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: code });
    },
  };
}

/** The modules of the framework chunk: React, React DOM, its scheduler and React Router. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;

/**
 * The site's frame and the programme's zone (site.tsx, the programme, its zone names), in one chunk
 * with every page: the zone names are also used by code loaded later (the device's search), and
 * without this group they split into a chunk of their own, one more file in every first load.
 */
const SITE_FRAME =
  /([\\/]apps[\\/]site[\\/]src[\\/](site\.tsx|programme\.ts)|[\\/]packages[\\/]core[\\/]src[\\/](programme|zone-names)\.ts|[\\/]TimeZoneProvider\.tsx)$/;

/**
 * The service worker (docs/offline.md, docs/decisions/0013-service-worker-generate-sw.md): Workbox's
 * generateSW through vite-plugin-pwa. It is written to dist/sw.js and the server answers it at /sw.js
 * (scope `/`, the whole site), while the files it precaches are under /vite/: hence `base: '/'` for the
 * worker and the `/vite/` prefix on every precached URL. The manifest is the server's
 * (/manifest.webmanifest, from the programme settings), and the site registers the worker itself after
 * hydration (src/offline/), so the plugin injects neither.
 *
 * Precached: the built scripts, styles, fonts and icons (not the source maps, not the .br/.gz copies,
 * not index.html, which is a template the server fills). Navigations go network first, with a 3 s
 * timeout, to the cached copy of that page, and to the app shell ({@link offlineShell}) for a page
 * never cached; nothing else is cached (API answers, the status stream).
 * `registerType: 'prompt'`: a new worker waits until the visitor accepts "Update available".
 */
/**
 * The app shell for an offline navigation to a page the `pages` cache does not hold (docs/offline.md,
 * issue 15 item 3): Workbox calls `handlerDidError` when the network first strategy found neither an
 * answer nor a cached copy. The shell is a cached page (the landing page if it is there, else the most
 * recently cached one) without its router state, so the site does not hydrate another page's HTML: it
 * renders the address in the browser (main.tsx), its loaders answering from the schedule kept on the
 * device. A cached page rather than a precached shell: index.html is a template the server fills (the
 * page's config, the signed-in user), and a cached page is a filled one. The function is copied into
 * the generated worker as source (workbox-build serialises runtime plugins), so it names nothing
 * outside itself.
 */
const offlineShell = {
  handlerDidError: async () => {
    const cache = await caches.open('pages');
    const keys = await cache.keys();
    const landing = keys.find((request) => new URL(request.url).pathname === '/');
    const chosen = landing ?? keys.at(-1);
    const page = chosen ? await cache.match(chosen) : undefined;
    if (!page) return undefined;
    const html = (await page.text()).replace(
      /<script type="application\/json" id="router-state">[\s\S]*?<\/script>/,
      '',
    );
    return new Response(html, { status: 200, headers: page.headers });
  },
};

const serviceWorker = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  filename: 'sw.js',
  base: '/',
  scope: '/',
  workbox: {
    globPatterns: ['**/*.{js,css,woff,woff2,svg,png,ico,webp}'],
    globIgnores: ['sw.js', '**/*.map', '**/*.br', '**/*.gz', '.vite/**'],
    modifyURLPrefix: { '': ASSET_PREFIX },
    navigateFallback: null,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    runtimeCaching: [
      {
        // Not the embed sign-in popup (decision 0022): it is no page to show offline, nor a shell.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/embed/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 50 },
          cacheableResponse: { statuses: [200] },
          plugins: [offlineShell],
        },
      },
    ],
  },
});

/**
 * The site's pages live at the root paths (/, /2026/events/42, …); only its assets are served
 * under /vite/ (spec section 9: base path /vite/). The Koa server serves `dist/` and fills the
 * placeholders of index.html; workspace packages resolve to their TypeScript source through
 * their `exports`, so nothing needs building first.
 *
 * `vite build --ssr src/entry-server.tsx` (part of `pnpm build`) makes the server's renderer in
 * dist-ssr/, outside the public assets. That build bundles every dependency (`ssr.noExternal`): the
 * workspace packages are TypeScript source, and their own dependencies (react-aria-components) are
 * not resolvable from the site's folder under pnpm's strict layout.
 *
 * The client build also writes a Brotli (`.br`) and a gzip (`.gz`) copy of every script, style
 * sheet and SVG, compressed once at their highest levels; the server (koa-send) answers with the
 * one the browser accepts. Uncompressed, a phone on slow 4G spent seconds on the first load's
 * 420 kB of scripts.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  base: ASSET_PREFIX,
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            include: /\.(js|css|svg|json)$/,
            threshold: 1024,
            logLevel: 'silent',
          }),
          serviceWorker,
          startAfterFirstPaint(),
        ]),
  ],
  resolve: { alias: command === 'build' ? reactRouterProduction() : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Nothing is preloaded, neither by the HTML nor by a lazy import (`modulePreload: false`):
    // - the page's HTML: the server has rendered it, so scripts are needed only to hydrate it, and a
    //   phone's first paint waited for the 17 preloaded chunks that competed with the style sheet on
    //   a slow link (Lighthouse: landing LCP 3.3-3.8 s with them, 1.8-2.1 s without);
    // - a lazy route: Vite's preload wrapper added a `<link rel=modulepreload>` per chunk the route
    //   needs (33 for the search page), each after a query of the whole document, inside the
    //   hydration's first task: 40 ms of it at 4x CPU (its longest task went from 160-200 ms to
    //   115-135 ms without), and the wrappers were 2 kB of every first load. A route's chunk imports
    //   its chunks itself (the bundler hoists them), so they are fetched in parallel one round trip
    //   after it; after the first page the service worker has them all precached.
    // React, its DOM renderer and React Router in one chunk: every page needs all of them first, one
    // file compresses better than three (1 kB of the first load), and it stays cached across
    // releases of the site's own code.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK },
                  { name: 'site', test: SITE_FRAME },
                ],
              },
            },
          },
        }),
    modulePreload: false,
  },
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  // The bundled React of the renderer is its production build, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  preview: { host: '127.0.0.1' },
  server: { host: '127.0.0.1' },
}));
