import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';

/**
 * End-to-end tests against the real product: the site is built, then the Koa server (which serves
 * the built site and the API) starts on an in-memory database seeded with the demo catalogue, with
 * sign-in through a loopback OpenID Connect provider configured (e2e/serve-with-idp.ts).
 * The server listens on a port the system gives it (or on E2E_PORT when set) and prints it;
 * Playwright keeps it in E2E_PORT (the `wait` pattern's named group) before it starts the workers,
 * which load this config again and so find the server's address.
 */
const port = process.env.E2E_PORT;
const baseURL = port === undefined ? undefined : `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // At least two: Playwright's default (half the CPUs) ran one test at a time on CI's two CPUs,
  // which the server and a browser leave half idle while a test waits (14.7 min; 9.8 with two).
  workers: Math.max(2, Math.ceil(availableParallelism() / 2)),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The site's service worker precaches every built file in the background of each new context,
    // and would answer navigations instead of the network (and of `page.route`): only the spec of
    // the installable site (e2e/offline.spec.ts) allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // The built server, started beside a loopback OpenID Connect provider (e2e/serve-with-idp.ts),
    // so that sign-in through an identity provider is tested end to end too. The custom elements'
    // script (packages/elements, served by the product) and the example host (apps/embed-host,
    // another site embedding the product: e2e/embedHost.ts) are built with them.
    command:
      'pnpm --filter @conf/site --filter @conf/server --filter @conf/elements --filter @conf/embed-host build && pnpm exec tsx e2e/serve-with-idp.ts',
    wait: { stdout: /^e2e server at http:\/\/127\.0\.0\.1:(?<e2e_port>\d+)$/m },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port ?? '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory:',
      SEED: 'demo',
      // Tests sign up accounts of their own, all from 127.0.0.1: more than the default 10 per window.
      AUTH_MAX_SIGN_UPS_PER_IP: '1000',
      // Likewise every search of every test comes from 127.0.0.1 (the limits are tested in the API tests).
      SEARCH_RATE_SUGGESTIONS_PER_MINUTE: '100000',
      SEARCH_RATE_SEARCHES_PER_MINUTE: '100000',
      // The attendee directory and the venue pages exist only with their flags (off by default);
      // their specs run on this shared server, whose flags no test may change. The flag states
      // themselves are tested on a server of their own (e2e/features.spec.ts).
      FEATURES: 'attendee_directory=on,venues=on',
    },
  },
});
