import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { answeredNotModified, strongEtag } from '../http/conditional-get.ts';
import { notFound } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';
import { getProgramme } from '../programmes/store.ts';
import { SITE_DIST } from '../site/serve.ts';
import { webAppManifest } from '../site/web-app-manifest.ts';

/** The service worker's file in the site's build (vite-plugin-pwa, apps/site/vite.config.ts). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * What makes the site installable (docs/offline.md): `GET /manifest.webmanifest`, from the landing
 * year's programme settings, and `GET /sw.js`, the built service worker, served at the root so that
 * its scope is the whole site although the other built files are under /vite/.
 */
export function webAppHandlers({
  db,
  config,
}: {
  db: Database;
  config: Pick<Config, 'landingYear' | 'theme' | 'siteDist'>;
}) {
  const distDir = config.siteDist ?? SITE_DIST;
  return implement({
    getWebAppManifest: async (_req, ctx) => {
      const manifest = webAppManifest(await getProgramme(db, config.landingYear, config.theme));
      ctx.set('Cache-Control', 'public, max-age=300');
      if (answeredNotModified(ctx, strongEtag(JSON.stringify(manifest)))) return;
      ctx.body = manifest;
      // After the body: Koa types an object body as application/json.
      ctx.type = 'application/manifest+json';
    },
    getServiceWorker: async (_req, ctx) => {
      let script: string;
      try {
        script = await readFile(path.join(distDir, SERVICE_WORKER_FILE), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        throw notFound(
          'This build has no service worker: the site is not built (`pnpm build`) or runs under Vite’s dev server',
        );
      }
      // The browser checks for a new worker on each navigation; no-cache makes that check reach us.
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Service-Worker-Allowed', '/');
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = script;
    },
  });
}
