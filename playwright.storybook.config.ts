import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/**
 * Docs pages of the built Storybook (storybook-static, from `pnpm build-storybook`) in Debian's
 * Chromium: each is watched for a few seconds and must neither move focus nor scroll (decision
 * 0023, "Stories as named"). `pnpm test:storybook-docs` builds Storybook first.
 * The preview listens on a port the system gives it (or on STORYBOOK_DOCS_PORT when set) and prints
 * it; Playwright keeps it in STORYBOOK_DOCS_PORT (the `wait` pattern's named group) before it starts
 * the workers, which load this config again and so find it. Why not a port picked free beforehand:
 * see scripts/listening-port.ts.
 */
const port = process.env.STORYBOOK_DOCS_PORT;

export default defineConfig({
  testDir: './.storybook/e2e',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/storybook.json' }]],
  outputDir: 'test-results/storybook-docs',
  // The committed pictures of visual.spec.ts (`pnpm test:visual:update` writes them).
  snapshotPathTemplate: '{testDir}/../visual-baselines/{arg}{ext}',
  use: { baseURL: port === undefined ? undefined : `http://127.0.0.1:${port}` },
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
    command: `pnpm exec vite preview --outDir storybook-static --host 127.0.0.1 --port ${port ?? 0} --strictPort`,
    wait: { stdout: /Local:\s+http:\/\/127\.0\.0\.1:(?<storybook_docs_port>\d+)\// },
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
