import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import ts from 'typescript';
import { HOST_DIST, hostRequestListener } from '../../embed-host/host-server.ts';

/**
 * Another site embedding the product (a music festival's page), on its own origin
 * (`http://localhost:<port>`: another site than the product's `http://127.0.0.1:<port>`, so the
 * product's cookies are third-party cookies there). It is the example host, apps/embed-host, built
 * by Playwright's `webServer` and served by its own server (the built pages and `/config.js`
 * naming the product), plus any pages a spec adds ({@link tokenPages}).
 */

const helperFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/api-client/src/embed-sign-in.ts',
);

function helperScript(): string {
  return ts.transpileModule(readFileSync(helperFile, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}

function hostPage(productUrl: string, eventId: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Music festival</title></head>
<body>
<main>
<h1>Music festival</h1>
<button type="button" id="sign-in">Sign in to keep favorites</button>
<button type="button" id="favorite">Favorite the opening concert</button>
<button type="button" id="sign-out">Sign out</button>
<p id="status" role="status"></p>
</main>
<script type="module">
import { signInFromEmbed } from '/embed-sign-in.js';
const product = ${JSON.stringify(productUrl)};
const eventId = ${JSON.stringify(eventId)};
const status = document.getElementById('status');
let token = null;
const call = (method, path, body) =>
  fetch(product + path, {
    method,
    headers: { authorization: 'Bearer ' + token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
document.getElementById('sign-in').addEventListener('click', async () => {
  try {
    const signedIn = await signInFromEmbed({ productUrl: product });
    token = signedIn.token;
    status.textContent = 'Signed in until ' + signedIn.expiresAt.toISOString();
  } catch (error) {
    status.textContent = 'Not signed in: ' + error.reason;
  }
});
document.getElementById('favorite').addEventListener('click', async () => {
  const answer = await call('POST', '/favorite/events', { id: eventId });
  const body = await answer.json();
  status.textContent = answer.ok ? 'Favorited ' + body.id : 'Refused: ' + body.message;
});
document.getElementById('sign-out').addEventListener('click', async () => {
  const answer = await call('DELETE', '/api/embed/token');
  status.textContent = answer.status === 204 ? 'Signed out' : 'Sign-out failed: ' + answer.status;
});
</script>
</body>
</html>`;
}

/**
 * A page without React or the components, for {@link EmbedHost.serve}'s `extra` (`/token.html`): it
 * signs in with the real `signInFromEmbed()` of @conf/api-client (that module imports nothing: it
 * is transpiled and served as is) and calls the product's favorite operations with the token by
 * hand, for `eventId`.
 */
export function tokenPages(productUrl: string, eventId: string): Record<string, string> {
  return { '/token.html': hostPage(productUrl, eventId), '/embed-sign-in.js': helperScript() };
}

export interface EmbedHost {
  /** `http://localhost:<port>`: list it in the product's EMBED_ORIGINS. */
  origin: string;
  /** Serves the example host for the product at `productUrl`, and the `extra` pages by path. */
  serve(productUrl: string, extra?: Readonly<Record<string, string>>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Opens the host's port at once (the product's EMBED_ORIGINS needs it before either starts), and
 * keeps it: a port only picked free, then listened on once the product had started seconds later,
 * was sometimes taken by then (EADDRINUSE in CI). Until `serve`, the host answers 503.
 */
export async function embedHost(): Promise<EmbedHost> {
  if (!existsSync(path.join(HOST_DIST, 'index.html')))
    throw new Error('The example host is not built: pnpm --filter @conf/embed-host build');
  let answer: RequestListener | null = null;
  const server = createServer((request, response) => {
    if (answer) answer(request, response);
    else response.writeHead(503, { 'content-type': 'text/plain' }).end('The host is not served yet');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    async serve(productUrl, extra = {}) {
      answer = hostRequestListener({ productUrl, extra });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser's kept-alive connections would hold the close until they time out.
        server.closeAllConnections();
      }),
  };
}

/**
 * Does what closes the sign-in popup (Allow) and waits until it is closed. The popup may close
 * before the action's last protocol call has answered, so an action that fails only because the
 * popup is already closed did what it was meant to.
 */
export async function closePopupWith(popup: Page, action: () => Promise<unknown>): Promise<void> {
  const closed = popup.waitForEvent('close');
  await action().catch((error: unknown) => {
    if (!popup.isClosed()) throw error;
  });
  await closed;
}
