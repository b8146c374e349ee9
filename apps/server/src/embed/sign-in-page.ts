import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import { currentUser } from '../accounts/auth-context.ts';
import type { Config } from '../config.ts';
import { forbidFraming } from '../http/security-headers.ts';
import { REPO_ROOT } from '../paths.ts';
import type { Csrf } from '../security/csrf.ts';
import { escapeHtml, jsonForScript, plainPageStart } from '../site/shell.ts';

/**
 * `/embed/sign-in?origin=…`: the sign-in popup of an embedding site (issue 17;
 * docs/decisions/0022-embed-sign-in.md), a page of this site opened by `signInFromEmbed()` of
 * `@conf/api-client` on a site of EMBED_ORIGINS.
 *
 * - `origin` not in EMBED_ORIGINS: a 400 page saying so, and nothing else.
 * - A visitor: 303 to the site's own sign-in page (password or OpenID Connect), which comes back here.
 * - Signed in: who is signed in and what the site will be able to do, with Allow and Cancel. Allow
 *   makes a one-hour favorites token (`POST /api/embed/tokens`, same-origin with the CSRF token) and
 *   posts it to the window that opened the popup, with that origin as `postMessage`'s target (the
 *   browser drops it if the opener is anything else), then closes the popup.
 *
 * Like the live screens, an HTML page rather than an operation of openapi.yaml. No site may frame it
 * (`frame-ancestors 'none'`), so its Allow button cannot be clicked through a disguised frame.
 */
export const EMBED_SIGN_IN_PATH = '/embed/sign-in';
/** The page script (served from memory; the CSP forbids inline scripts). */
export const EMBED_SIGN_IN_SCRIPT = '/embed/assets/sign-in.js';
const SCRIPT_FILE = path.join(REPO_ROOT, 'apps/server/src/embed/assets/sign-in.js');

/** What the page script reads from its JSON element. */
export interface EmbedSignInConfig {
  /** The embedding site: the only target of the token's `postMessage`. */
  origin: string;
  /** Where the token is made. */
  endpoint: string;
  csrfToken: string;
}

/** The sign-in page this popup sends a visitor to, coming back to the popup afterwards. */
export function loginLocation(origin: string): string {
  const back = `${EMBED_SIGN_IN_PATH}?${new URLSearchParams({ origin }).toString()}`;
  return `/login?${new URLSearchParams({ origin: back }).toString()}`;
}

const STYLE = `
body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; padding: 1.5rem; color: #1d1d1f; background: #fff; }
main { max-width: 28rem; margin: 0 auto; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
.embed-actions { display: flex; gap: .75rem; margin: 1.5rem 0 1rem; }
button { font: inherit; padding: .6rem 1.2rem; border-radius: .4rem; border: 1px solid #1d1d1f; background: #fff; cursor: pointer; }
button[data-variant="primary"] { background: #1d1d1f; color: #fff; }
button:focus-visible { outline: 3px solid #0a5fff; outline-offset: 2px; }
button:disabled { opacity: .5; cursor: default; }
`;

function page(title: string, body: string, head = ''): string {
  return [
    ...plainPageStart(title),
    `<style>${STYLE}</style>`,
    head,
    '</head>',
    `<body><main>${body}</main></body>`,
    '</html>',
  ].join('\n');
}

/** The 400 page of an origin that is not in EMBED_ORIGINS. */
export function refusedPage(origin: string): string {
  const shown = origin === '' ? '(no site given)' : origin;
  return page(
    'Sign-in refused',
    [
      '<h1>This site may not use your favorites</h1>',
      `<p>This sign-in window was opened for <strong>${escapeHtml(shown)}</strong>, which is not one of the sites allowed to keep your favorites on this schedule. Nothing was shared.</p>`,
      '<p>Close this window.</p>',
    ].join('\n'),
  );
}

/** The consent page of a signed-in user. */
export function consentPage(config: EmbedSignInConfig, email: string): string {
  const site = escapeHtml(config.origin);
  return page(
    `Use your favorites on ${config.origin}`,
    [
      `<h1>Use your favorites on ${site}?</h1>`,
      `<p>You are signed in as <strong>${escapeHtml(email)}</strong>.</p>`,
      `<p><strong>${site}</strong> will be able to see, add and remove your favorites for one hour, and nothing else. Signing out there, or here, ends it.</p>`,
      '<div class="embed-actions">',
      '<button type="button" id="embed-allow" data-variant="primary">Allow</button>',
      '<button type="button" id="embed-cancel">Cancel</button>',
      '</div>',
      '<p id="embed-status" role="status" aria-live="polite"></p>',
    ].join('\n'),
    [
      `<script type="application/json" id="embed-config">${jsonForScript(config)}</script>`,
      `<script src="${EMBED_SIGN_IN_SCRIPT}" defer></script>`,
    ].join('\n'),
  );
}

let script: Promise<string> | null = null;

function sendPage(ctx: Context, status: number, html: string): void {
  forbidFraming(ctx);
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = html;
}

export function embedSignInMiddleware({ config, csrf }: { config: Config; csrf: Csrf }): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === EMBED_SIGN_IN_SCRIPT) {
      script ??= readFile(SCRIPT_FILE, 'utf8');
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = await script;
      return;
    }
    if (ctx.path !== EMBED_SIGN_IN_PATH) return next();
    const raw = ctx.query.origin;
    const origin = typeof raw === 'string' ? raw : '';
    if (!config.embedOrigins.includes(origin)) return sendPage(ctx, 400, refusedPage(origin));
    const user = currentUser(ctx);
    if (!user) {
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 303;
      ctx.redirect(loginLocation(origin));
      return;
    }
    const pageConfig: EmbedSignInConfig = {
      origin,
      endpoint: '/api/embed/tokens',
      csrfToken: csrf.ensureToken(ctx),
    };
    sendPage(ctx, 200, consentPage(pageConfig, user.email));
  };
}
