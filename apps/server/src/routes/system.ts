import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { serviceUnavailable } from '../http/errors.ts';
import { implement } from '../http/implementation.ts';

/** `/healthz`: the process is up and the database answers. */
export function systemHandlers({ db }: { db: Database }) {
  return implement({
    getHealth: async (_req, ctx) => {
      try {
        await sql`select 1`.execute(db.kysely);
      } catch {
        throw serviceUnavailable(3, 'The database does not answer');
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok', db: 'ok' };
    },
  });
}
