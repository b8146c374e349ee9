import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Five projects:
 * - `unit`: pure logic and React components in jsdom (packages and the site);
 * - `server`: API and database tests in Node against the real Koa app (PGlite and PostgreSQL);
 * - `packed`: the published packages packed by npm and pnpm, installed into fresh projects with React 18
 *   and 19, type-checked and rendered (issue 17 item 6);
 * - `storybook`: every story rendered in Debian's Chromium, its play function and an axe check run;
 * - `forced-colors`: the stories tagged `forced-colors` again, in Chromium's emulation of forced
 *   colours (Windows' contrast themes; decision 0023).
 */
export default defineConfig({
  test: {
    // One more worker than CPUs, at most 8: the test files wait on databases, servers, browsers and
    // npm as much as they compute. Vitest's default (CPUs - 1) ran one file at a time on CI's two
    // CPUs, half of them idle: 1,532 s for the suite there, 851 s with three workers.
    maxWorkers: Math.min(8, availableParallelism() + 1),
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/site/src/**/*.test.{ts,tsx}',
            'apps/embed-host/*.test.ts',
            'apps/embed-host/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            // Pure parts of the server's benchmarks (figures from what a page recorded).
            'apps/server/bench/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          setupFiles: ['./vitest.setup.node.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['./apps/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'packed',
          environment: 'node',
          include: ['packages/*/test/packed/**/*.test.ts'],
          // Packs the packages and installs them with npm into fresh projects: slow, and one at a time.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' }],
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
          },
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir: path.join(dirname, '.storybook'),
            tags: { include: ['forced-colors'] },
          }),
        ],
        test: {
          name: 'forced-colors',
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' }],
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              contextOptions: { forcedColors: 'active' },
            }),
          },
        },
      },
    ],
  },
});
