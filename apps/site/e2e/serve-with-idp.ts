import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLoopbackIdp } from '../../server/test/loopback-idp.ts';
import { OIDC_E2E_ACCOUNTS } from './oidcAccounts.ts';

/**
 * The end-to-end server with OpenID Connect sign-in: starts the loopback identity provider
 * (oidc-provider, on a free port), registers the site's callback with it, then runs the built server
 * (`apps/server/dist/main.js`) with OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and PUBLIC_URL
 * pointing at each other. Everything else comes from the environment Playwright gives (PORT, HOST,
 * DATABASE_URL, SEED). Stops the provider when the server ends, and the server on SIGTERM/SIGINT.
 */
const port = process.env.PORT;
if (!port) throw new Error('PORT must be set');
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = `http://${host}:${port}`;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');

const idp = await startLoopbackIdp(OIDC_E2E_ACCOUNTS);
idp.register(`${publicUrl}/auth/oidc/callback`);

const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    PUBLIC_URL: publicUrl,
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
