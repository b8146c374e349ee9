import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningPort } from '../../../scripts/listening-port.ts';
import { startLoopbackIdp } from '../../server/test/loopback-idp.ts';
import { OIDC_E2E_ACCOUNTS } from './oidcAccounts.ts';

/**
 * The end-to-end server with OpenID Connect sign-in: starts the loopback identity provider
 * (oidc-provider, on a port the system gives it), then runs the built server
 * (`apps/server/dist/main.js`) with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET pointing at
 * it, on the port in PORT, or by default (PORT=0) on one the system gives it. Once the server
 * listens, the site's callback on that port is registered with the provider (which the server first
 * asks at the first sign-in) and a line `e2e server at http://<host>:<port>` is printed, from which
 * playwright.config.ts learns the port (E2E_PORT). Why not a port picked free beforehand: see
 * scripts/listening-port.ts. Without PUBLIC_URL the server takes its origin from each request,
 * which is this one.
 *
 * Everything else comes from the environment Playwright gives (HOST, DATABASE_URL, SEED). Stops the
 * provider when the server ends, and the server on SIGTERM/SIGINT.
 */
const host = process.env.HOST ?? '127.0.0.1';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');

const idp = await startLoopbackIdp(OIDC_E2E_ACCOUNTS);
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: serverDir,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: process.env.PORT ?? '0',
    // Its "listening" line names the port (info); the other lines are read and dropped.
    LOG_LEVEL: 'info',
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
  },
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  void idp.close().finally(() => process.exit(code ?? (signal ? 1 : 0)));
});

const origin = `http://${host}:${await listeningPort(server, 170_000, 'The e2e server')}`;
idp.register(`${origin}/auth/oidc/callback`);
console.log(`e2e server at ${origin}`);
