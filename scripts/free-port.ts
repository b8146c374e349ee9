import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that is free now: the system picks it for a probe listening on port 0,
 * which closes again at once. Shared by what must hand a port to a process it starts (the test
 * PostgreSQL cluster, the Playwright server, an e2e spec's own server). The probe does not keep
 * the process alive.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
