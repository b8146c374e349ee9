import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that is free now: the system picks it for a probe listening on port 0,
 * which closes again at once, so another process may take it before it is used. For what cannot
 * listen on port 0 and say which port it got: the test PostgreSQL cluster (which tries another port
 * when PostgreSQL cannot bind) and the benchmarks' servers (one at a time). The product's own
 * servers in tests listen on port 0 and print the port (scripts/listening-port.ts). The probe does
 * not keep the process alive.
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
