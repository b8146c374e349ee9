import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isConnectionLoss } from './connection-errors.ts';

/**
 * The node-postgres pool as Kysely's dialect takes it, except that a client whose query failed with a
 * lost connection ({@link isConnectionLoss}) is destroyed when it is released instead of going back to
 * the idle clients.
 *
 * Why: when PostgreSQL ends a backend (restart, failover, `pg_terminate_backend`), its FATAL message can
 * reach node-postgres as the answer to the query under way. The client then still counts as queryable
 * until its socket's end arrives a moment later, and the pool would hand it to the next caller, whose
 * query fails with "Connection terminated unexpectedly". One lost connection must cost one request.
 */
export function discardingLostClients(pool: pg.Pool): PostgresPool {
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let lost = false;
      const noteLoss = (error: unknown): never => {
        if (isConnectionLoss(error)) lost = true;
        throw error;
      };
      // Kysely calls both overloads of `query` (text and parameters, or a cursor); only the first
      // answers a promise. The cast restores the overloads the plain function cannot declare.
      const query = ((...args: Parameters<pg.PoolClient['query']>) => {
        const result: unknown = (client.query as (...a: unknown[]) => unknown)(...args);
        return result instanceof Promise ? result.catch(noteLoss) : result;
      }) as PostgresPoolClient['query'];
      return {
        processID: (client as { processID?: number }).processID,
        query,
        release: (destroy?: boolean) => client.release(destroy === true || lost),
      };
    },
  };
}
