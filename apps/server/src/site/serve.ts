import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import type { Logger } from 'pino';
import type { renderPage } from '../../../site/src/entry-server.tsx';
import { serviceUnavailable } from '../http/errors.ts';
import { REPO_ROOT } from '../paths.ts';
import { type Dispatch, inProcessApi } from './in-process-api.ts';
import { renderShell, type ShellInput } from './shell.ts';

export const SITE_ROOT = path.join(REPO_ROOT, 'apps/site');
export const SITE_DIST = path.join(SITE_ROOT, 'dist');
export const ASSET_BASE = '/vite/';
/** The server renderer, built by the site's `vite build --ssr` beside the assets' folder. */
const SSR_ENTRY = 'entry-server.js';

export interface SiteOptions {
  mode: 'dist' | 'vite' | 'none';
  /** Where the built site is in `dist` mode (default apps/site/dist); its renderer is in the sibling `dist-ssr`. */
  distDir?: string;
  /** Shell data for this request (CSRF token, client config, user). */
  shellInput: (ctx: Context) => Promise<ShellInput> | ShellInput;
  /** The app's own request handler, which the pages' API calls are dispatched to in process. */
  dispatch: () => Dispatch;
  /** The site's public origin for this request (PUBLIC_URL, else the request's scheme and host). */
  origin: (ctx: Context) => string;
  logger: Pick<Logger, 'error'>;
}

/** What the site's server entry (apps/site/src/entry-server.tsx) exports. */
interface SiteRenderer {
  renderPage: typeof renderPage;
}

interface ViteDevServer {
  middlewares: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  transformIndexHtml: (url: string, html: string) => Promise<string>;
  ssrLoadModule: (url: string) => Promise<Record<string, unknown>>;
  close: () => Promise<void>;
}

export interface SiteServer {
  middleware: Middleware;
  close: () => Promise<void>;
}

/** The site is not built: the one code of the contract's 503 (openapi.yaml, Error), with its Retry-After. */
function notBuilt(): Error {
  return serviceUnavailable(
    30,
    'The site is not built: run `pnpm build` (or `pnpm start`, which builds it).',
  );
}

/**
 * Serves the site: its assets under /vite/ (built files, or Vite's dev middleware for `pnpm dev`),
 * and every page of spec section 2 rendered on the server (entry-server.tsx): the screen's HTML,
 * its head tags and the router state the browser hydrates from. The status is the page's: 404 for
 * unknown paths, missing records and features that are off; a loader's redirect is answered as one.
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
    if (!existsSync(file)) throw notBuilt();
    cachedTemplate = await readFile(file, 'utf8');
    return cachedTemplate;
  };
  let builtRenderer: Promise<SiteRenderer> | null = null;
  const renderer = async (): Promise<SiteRenderer> => {
    if (vite) return (await vite.ssrLoadModule('/src/entry-server.tsx')) as unknown as SiteRenderer;
    const entry = path.join(distDir, '..', 'dist-ssr', SSR_ENTRY);
    if (!existsSync(entry)) throw notBuilt();
    builtRenderer ??= import(pathToFileURL(entry).href) as Promise<SiteRenderer>;
    return builtRenderer;
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
    const page = await template(ctx.originalUrl);
    const shell = await opts.shellInput(ctx);
    const origin = opts.origin(ctx);
    const { renderPage } = await renderer();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    let rendered: Awaited<ReturnType<typeof renderPage>>;
    try {
      rendered = await renderPage({
        request: new Request(new URL(ctx.originalUrl, origin), { headers: { accept: 'text/html' } }),
        api: inProcessApi(opts.dispatch(), ctx, { origin, csrfToken: shell.csrfToken }),
        config: shell.config,
        user: shell.user,
        csrfToken: shell.csrfToken,
      });
    } catch (err) {
      // A screen that fails to render on the server (a bug: loader errors render the error screen):
      // the page still goes out without its server HTML, and the browser renders it on its own.
      opts.logger.error({ err, path: ctx.path }, 'server rendering failed');
      ctx.status = 500;
      ctx.body = renderShell(page, shell);
      return;
    }
    if (rendered.kind === 'redirect') {
      ctx.status = rendered.status;
      ctx.set('Location', rendered.location);
      return;
    }
    ctx.status = rendered.status;
    ctx.body = renderShell(page, shell, rendered);
  };
  return { middleware, close: async () => vite?.close() };
}
