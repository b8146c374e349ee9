#!/usr/bin/env node
/**
 * Publishes Storybook to Chromatic for visual review. Needs CHROMATIC_PROJECT_TOKEN (a team's token)
 * and network access to Chromatic; offline, the stories' own tests (vitest project `storybook`) stand in.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set: nothing published. Set it to your Chromatic project token.',
  );
  process.exit(2);
}
const build = spawnSync('pnpm', ['build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync(
  'pnpm',
  [
    'exec',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
