import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { listeningPort } from './listening-port.ts';

/** A process that writes `lines` to stdout, then waits `waitMs` (or exits with `exitCode`). */
function fakeServer(lines: string[], opts: { exitCode?: number; waitMs?: number } = {}) {
  const script = [
    `for (const line of ${JSON.stringify(lines)}) console.log(line);`,
    opts.exitCode === undefined
      ? `setTimeout(() => {}, ${opts.waitMs ?? 2_000});`
      : `process.exit(${opts.exitCode});`,
  ].join('\n');
  return spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
}

describe('listeningPort', () => {
  it('reads the port from the "listening on" line, past other lines and text that is not JSON', async () => {
    const server = fakeServer([
      'tsx: compiling',
      JSON.stringify({ level: 30, msg: 'migrated' }),
      JSON.stringify({ level: 30, msg: 'listening on http://localhost:41234', port: 41234 }),
    ]);
    await expect(listeningPort(server, 10_000)).resolves.toBe(41234);
    server.kill();
  });

  it('fails, naming the server, when it exits before listening', async () => {
    const server = fakeServer([JSON.stringify({ msg: 'seeding' })], { exitCode: 3 });
    await expect(listeningPort(server, 10_000, 'The spec’s server')).rejects.toThrow(
      'The spec’s server exited (3)',
    );
  });

  it('fails when no port is named in time', async () => {
    const server = fakeServer([JSON.stringify({ msg: 'listening on nothing' })], { waitMs: 5_000 });
    await expect(listeningPort(server, 300)).rejects.toThrow('The server did not listen in time');
    server.kill();
  });
});
