import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { freePort } from './scripts/free-port.ts';

/**
 * Docs pages of the built Storybook (storybook-static, from `pnpm build-storybook`) in Debian's
 * Chromium: each is watched for a few seconds and must neither move focus nor scroll (decision
 * 0023, "Stories as named"). `pnpm test:storybook-docs` builds Storybook first.
 * The port is picked free when the config is first loaded and kept for the workers.
 */
process.env.STORYBOOK_DOCS_PORT ??= String(await freePort());
const port = Number(process.env.STORYBOOK_DOCS_PORT);

export default defineConfig({
  testDir: './.storybook/e2e',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/storybook.json' }]],
  outputDir: 'test-results/storybook-docs',
  // The committed pictures of visual.spec.ts (`pnpm test:visual:update` writes them).
  snapshotPathTemplate: '{testDir}/../visual-baselines/{arg}{ext}',
  use: { baseURL: `http://127.0.0.1:${port}` },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: `pnpm exec vite preview --outDir storybook-static --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/index.json`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
