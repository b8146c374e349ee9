import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** Runs the command from its sources (tsx), as `pnpm conf` runs its bundle. */
function conf(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr, stdout: run.stdout };
}

describe('pnpm conf', () => {
  it('refuses a wrong DATABASE_URL with exit 2 and one line naming the setting, not a stack trace', () => {
    const run = conf(['roles', 'show', 'someone@example.org'], { DATABASE_URL: '/tmp/not-a-url' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Configuration error, nothing was done: DATABASE_URL:');
    expect(run.stderr).toContain("got '/tmp/not-a-url'");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('answers an unknown command with exit 2 and the usage', () => {
    const run = conf(['frobnicate'], {});
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("unknown command 'frobnicate'");
    expect(run.stderr).toContain('usage:');
  }, 30_000);
});
