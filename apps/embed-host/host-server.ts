import { readFile } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The example host's server (apps/embed-host/README.md): the built pages of `dist/`, and
 * `/config.js`, which tells them the product's origin (plain pages get it written in:
 * {@link fillProductUrl}). The origin is given when the host is served,
 * not when it is built, so one build runs against any product (the e2e tests' product on a free
 * port, a local `pnpm start`, production). Used by `vite preview`/`vite dev` (vite.config.ts) and by
 * the e2e tests' second origin (apps/site/e2e/embedHost.ts).
 */

/** The built host: `pnpm --filter @conf/embed-host build`. */
export const HOST_DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');

/** The product's origin, checked: an absolute http(s) URL, without path, query or fragment. */
export function productOrigin(productUrl: string): string {
  let url: URL;
  try {
    url = new URL(productUrl);
  } catch {
    throw new Error(`PRODUCT_URL must be the product's origin (http://127.0.0.1:3000), not "${productUrl}"`);
  }
  const isOrigin = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isOrigin)
    throw new Error(`PRODUCT_URL must be the product's origin (http://127.0.0.1:3000), not "${productUrl}"`);
  return url.origin;
}

/** `/config.js`: the classic script each page loads before its own, setting `window.CONF_PRODUCT_URL`. */
export function productConfigScript(productUrl: string): string {
  return `window.CONF_PRODUCT_URL = ${JSON.stringify(productOrigin(productUrl))};\n`;
}

/** What a plain page (`public/plain.html`) writes where the product's origin goes. */
export const PRODUCT_URL_PLACEHOLDER = '%CONF_PRODUCT_URL%';

/**
 * A page as served: the product's origin written in for {@link PRODUCT_URL_PLACEHOLDER}, so that a
 * plain HTML page names the product in its attributes and script addresses as an outside site's
 * page would (the origin has no character HTML would need escaped: {@link productOrigin}).
 */
export function fillProductUrl(html: string, productUrl: string): string {
  return html.replaceAll(PRODUCT_URL_PLACEHOLDER, productOrigin(productUrl));
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

function contentType(file: string): string {
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}

/** The file of `dist/` a path names (`/` is `/index.html`), or `null` outside it. */
export function distFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

export interface HostServerOptions {
  /** The product's origin, written into `/config.js`. */
  productUrl: string;
  /** The built pages; default {@link HOST_DIST}. */
  root?: string;
  /** More answers by path (a test's own page), served before `root`'s files. */
  extra?: Readonly<Record<string, string>>;
}

/** The host's HTTP server (not listening yet). */
export function createHostServer(options: HostServerOptions): Server {
  return createServer(hostRequestListener(options));
}

/** What the host's server answers, for a server of the caller's own (one already listening). */
export function hostRequestListener({
  productUrl,
  root = HOST_DIST,
  extra = {},
}: HostServerOptions): RequestListener {
  const config = productConfigScript(productUrl);
  return async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    if (pathname === '/config.js') {
      response.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store' });
      response.end(config);
      return;
    }
    const own = extra[pathname];
    if (own !== undefined) {
      response.writeHead(200, { 'content-type': contentType(pathname) });
      response.end(own);
      return;
    }
    const file = distFile(root, pathname);
    try {
      if (file === null) throw new Error('outside');
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': contentType(file) });
      response.end(file.endsWith('.html') ? fillProductUrl(body.toString('utf8'), productUrl) : body);
    } catch {
      response
        .writeHead(404, { 'content-type': TYPES['.html'] })
        .end('<!doctype html><title>Not found</title>');
    }
  };
}
