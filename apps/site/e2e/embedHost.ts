import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { freePort } from '../../../scripts/free-port.ts';

/**
 * Another site embedding the product (a music festival's page), on its own origin
 * (`http://localhost:<port>`: another site than the product's `http://127.0.0.1:<port>`, so the
 * product's cookies are third-party cookies there). Its page signs in with the real
 * `signInFromEmbed()` of @conf/api-client (that module imports nothing: it is transpiled and served
 * as is) and calls the product's favorite operations with the token, as an embedder would.
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

export interface EmbedHost {
  /** `http://localhost:<port>`: list it in the product's EMBED_ORIGINS. */
  origin: string;
  /** Serves the page for the product at `productUrl`, favoriting `eventId`. */
  serve(productUrl: string, eventId: string): Promise<void>;
  stop(): Promise<void>;
}

/** Picks the host's port (the product's EMBED_ORIGINS needs it before either starts). */
export async function embedHost(): Promise<EmbedHost> {
  const port = await freePort();
  const script = helperScript();
  let page = '';
  const server = createServer((request, response) => {
    if (request.url === '/embed-sign-in.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(script);
      return;
    }
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    response.writeHead(404).end();
  });
  return {
    origin: `http://localhost:${port}`,
    async serve(productUrl, eventId) {
      page = hostPage(productUrl, eventId);
      server.listen(port, '127.0.0.1');
      await new Promise<void>((resolve) => server.once('listening', resolve));
      if ((server.address() as AddressInfo).port !== port) throw new Error('The host took another port');
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
