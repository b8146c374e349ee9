import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A migration made of plain SQL statements, run one after another: `up` to apply it, `down` to undo
 * it. Every migration of this folder is one (their statements are the reviewable part).
 */
export function sqlMigration(up: readonly string[], down: readonly string[]): Required<Migration> {
  const run = async (db: Kysely<unknown>, statements: readonly string[]) => {
    for (const statement of statements) await sql.raw(statement).execute(db);
  };
  return { up: (db) => run(db, up), down: (db) => run(db, down) };
}
