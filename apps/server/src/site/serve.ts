import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { matchSiteRoute, type SiteRouteMatch } from '@conf/core';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { serviceUnavailable } from '../http/errors.ts';
import { REPO_ROOT } from '../paths.ts';
import { renderShell, type ShellInput } from './shell.ts';

export const SITE_ROOT = path.join(REPO_ROOT, 'apps/site');
export const SITE_DIST = path.join(SITE_ROOT, 'dist');
export const ASSET_BASE = '/vite/';

export interface SiteOptions {
  mode: 'dist' | 'vite' | 'none';
  /** Where the built site is in `dist` mode (default apps/site/dist). */
  distDir?: string;
  /** Shell data for this request (CSRF token, client config, user). */
  shellInput: (ctx: Context) => Promise<ShellInput> | ShellInput;
  /** Whether a matched detail route's record exists (a missing record answers 404). */
  recordExists: (match: SiteRouteMatch) => Promise<boolean>;
}

interface ViteDevServer {
  middlewares: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  transformIndexHtml: (url: string, html: string) => Promise<string>;
  close: () => Promise<void>;
}

export interface SiteServer {
  middleware: Middleware;
  close: () => Promise<void>;
}

/**
 * Serves the site: its assets under /vite/ (built files, or Vite's dev middleware for `pnpm dev`),
 * and its HTML shell for every route of spec section 2, with a real 404 status for unknown paths
 * and missing records (the single-page app then shows the 404 screen).
 */
export async function createSiteServer(opts: SiteOptions): Promise<SiteServer> {
  const distDir = opts.distDir ?? SITE_DIST;
  let vite: ViteDevServer | null = null;
  if (opts.mode === 'vite') {
    const { createServer } = await import('vite');
    vite = (await createServer({
      root: SITE_ROOT,
      configFile: path.join(SITE_ROOT, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    })) as unknown as ViteDevServer;
  }
  let cachedTemplate: string | null = null;
  const template = async (url: string): Promise<string> => {
    if (vite) return vite.transformIndexHtml(url, await readFile(path.join(SITE_ROOT, 'index.html'), 'utf8'));
    if (cachedTemplate) return cachedTemplate;
    const file = path.join(distDir, 'index.html');
    if (!existsSync(file)) {
      // `unavailable`: the one code of the contract's 503 (openapi.yaml, Error), with its Retry-After.
      throw serviceUnavailable(
        30,
        'The site is not built: run `pnpm build` (or `pnpm start`, which builds it).',
      );
    }
    cachedTemplate = await readFile(file, 'utf8');
    return cachedTemplate;
  };

  const middleware: Middleware = async (ctx, next) => {
    if (opts.mode === 'none') return next();
    if (ctx.path.startsWith(ASSET_BASE) || (vite && ctx.path.startsWith('/@'))) {
      if (vite) {
        const server = vite;
        await new Promise<void>((resolve, reject) => {
          ctx.respond = false;
          server.middlewares(ctx.req, ctx.res, (err) => {
            ctx.respond = true;
            if (err) reject(err);
            else resolve();
          });
        });
        if (ctx.respond === false) return;
        return next();
      }
      const relative = ctx.path.slice(ASSET_BASE.length);
      if (!relative || relative === 'index.html') return next();
      try {
        await send(ctx, relative, {
          root: distDir,
          immutable: relative.startsWith('assets/'),
          maxage: relative.startsWith('assets/') ? 365 * 24 * 3600 * 1000 : 3600 * 1000,
          gzip: true,
          brotli: true,
        });
        return;
      } catch (err) {
        if ((err as { status?: number }).status === 404) return next();
        throw err;
      }
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const match = matchSiteRoute(ctx.path);
    const found = match !== null && (await opts.recordExists(match));
    const html = renderShell(await template(ctx.originalUrl), await opts.shellInput(ctx));
    ctx.status = found ? 200 : 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = html;
  };
  return { middleware, close: async () => vite?.close() };
}
