#!/usr/bin/env node
/**
 * The whole test suite, as the README's test command runs it (and CI after it):
 * static checks (generated types current, Biome, TypeScript), package builds and their published
 * shape (publint, attw), vitest (unit, server API on PGlite and PostgreSQL, Storybook stories in
 * Chromium, those tagged forced-colors again in its forced-colours emulation), the static Storybook
 * build, the site build and its first-load JavaScript budget (scripts/first-load-budget.mjs), and
 * the end-to-end tests in Chromium against the real server.
 * Every step runs even when an earlier one fails; the last line is `N passed, N failed` (tests of
 * vitest and Playwright, plus one per check), and the exit code is 1 when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, opts = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...opts.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(
    `=== ${label}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds}s`,
  );
  return ok;
}

function check(label, command, args, opts) {
  if (run(label, command, args, opts)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian’s chromium package (apt-get)…');
    run('apt-get update', 'apt-get', ['update', '-qq']);
    return run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  console.error(
    `Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  return false;
}

const haveChromium = ensureChromium();
if (!haveChromium) {
  failed += 1;
  failures.push('chromium available');
}

check('generated contract types are current', 'pnpm', ['--filter', '@conf/contract', 'gen:check']);
check('biome (format + lint)', 'pnpm', ['exec', 'biome', 'ci', '.']);
check('typescript', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
/** The packages other sites install: each is built, then checked as it will be published. */
const PUBLISHED = ['@conf/contract', '@conf/api-client', '@conf/core', '@conf/ui'].flatMap((name) => [
  '--filter',
  name,
]);
check('build the published packages', 'pnpm', [...PUBLISHED, 'build']);
check('published shape (publint + attw)', 'pnpm', [...PUBLISHED, 'lint:package']);

const vitestJson = path.join(results, 'vitest.json');
const vitestOk = run('vitest (unit, server, storybook, forced-colors)', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0) failures.push(`${report.numFailedTests} vitest test(s)`);
  if (!vitestOk && report.numFailedTests === 0) {
    failed += 1;
    failures.push('vitest run (suite error)');
  }
} else {
  failed += 1;
  failures.push('vitest produced no report');
}

check('storybook static build', 'pnpm', ['build-storybook']);
check('site build', 'pnpm', ['--filter', '@conf/site', 'build']);
// Issue 12: the landing and event pages' first-load JavaScript, from the build just made.
check('first-load JavaScript budget', 'node', ['scripts/first-load-budget.mjs']);
// Issue 17 item 5: the no-build embed's script, built and weighed.
check('elements build', 'pnpm', ['--filter', '@conf/elements', 'build']);
check('elements budget', 'node', ['scripts/elements-budget.mjs']);

/**
 * Runs a Playwright suite whose config writes a JSON report to `json`, and counts its tests (a
 * flaky test, passed on retry, counts as failed); a run that fails without a failed test is a
 * failure of its own (the server did not start, a spec did not load).
 */
function playwrightSuite(label, command, args, json) {
  rmSync(json, { force: true });
  const ok = run(label, command, args);
  if (!existsSync(json)) {
    failed += 1;
    failures.push(`${label} produced no report`);
    return;
  }
  const stats = JSON.parse(readFileSync(json, 'utf8')).stats ?? {};
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  if ((stats.unexpected ?? 0) > 0) failures.push(`${stats.unexpected} ${label} test(s)`);
  if ((stats.flaky ?? 0) > 0) failures.push(`${stats.flaky} flaky ${label} test(s)`);
  if (!ok && !(stats.unexpected > 0)) {
    failed += 1;
    failures.push(`${label} run (suite error)`);
  }
}

// The built Storybook in Chromium (playwright.storybook.config.ts): its docs pages neither scroll nor
// move focus by themselves (decision 0023), and every showcase story looks as its committed pictures
// in light, dark and right to left (issue 18 item 6).
playwrightSuite(
  'storybook in Chromium (docs pages, visual regression)',
  'pnpm',
  ['test:storybook-docs'],
  path.join(root, 'test-results/storybook.json'),
);

// apps/site/playwright.config.ts writes its JSON report there.
playwrightSuite(
  'end-to-end (Playwright, Chromium)',
  'pnpm',
  ['--filter', '@conf/site', 'e2e'],
  path.join(root, 'apps/site/test-results/e2e.json'),
);

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
