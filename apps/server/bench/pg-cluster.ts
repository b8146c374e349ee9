/**
 * Start-up benchmark on a throwaway PostgreSQL cluster started from the machine's binaries (the same
 * helper the tests use): a first start that seeds the empty database, then a restart on the loaded
 * database (the steady state of a production instance). Prints JSON.
 *
 *   pnpm --filter @conf/server exec tsx bench/pg-cluster.ts [demo|festival]
 */
import { findPgBin, startPostgresCluster } from '../test/postgres-cluster.ts';
import { measureStartup } from './startup.ts';

export async function measureOnPostgres(seed: string) {
  const bin = findPgBin();
  if (!bin) return { skipped: 'no PostgreSQL binaries under /usr/lib/postgresql/<v>/bin' };
  const cluster = await startPostgresCluster(bin);
  try {
    const first = await measureStartup(seed, cluster.url);
    const restart = await measureStartup(seed, cluster.url);
    return { seed, database: 'postgresql', first_start: first, restart };
  } finally {
    await cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureOnPostgres(process.argv[2] ?? 'festival')));
}
