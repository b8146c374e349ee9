import type { TestProject } from 'vitest/node';
import { findPgBin, type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server for the tests (null: none available, the PostgreSQL suites skip). */
    pgUrl: string | null;
    pgSkipReason: string;
  }
}

let cluster: PostgresCluster | null = null;

/**
 * Provides a PostgreSQL server to the `server` tests: TEST_DATABASE_URL or DATABASE_URL when set
 * (a postgres:// URL), else a throwaway cluster from the machine's PostgreSQL binaries; when
 * neither exists, the PostgreSQL suites skip with that reason.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fromEnv = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find(
    (u) => u && /^postgres(ql)?:\/\//.test(u),
  );
  if (fromEnv) {
    project.provide('pgUrl', fromEnv);
    project.provide('pgSkipReason', '');
  } else {
    const bin = findPgBin();
    if (bin) {
      cluster = await startPostgresCluster(bin);
      project.provide('pgUrl', cluster.url);
      project.provide('pgSkipReason', '');
    } else {
      project.provide('pgUrl', null);
      project.provide(
        'pgSkipReason',
        'No PostgreSQL server: set TEST_DATABASE_URL=postgres://… or install PostgreSQL binaries (/usr/lib/postgresql/<v>/bin)',
      );
    }
  }
  return async () => {
    await cluster?.stop();
    cluster = null;
  };
}
