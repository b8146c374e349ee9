#!/usr/bin/env node
/** `pnpm dev`: the server with Vite's dev middleware on one port (site hot reload + API). */
import { spawn } from 'node:child_process';

const child = spawn('pnpm', ['--filter', '@conf/server', 'dev'], {
  stdio: 'inherit',
  env: { SITE_MODE: 'vite', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
