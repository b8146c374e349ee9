import { type MigrationProvider, type MigrationResult, Migrator } from 'kysely/migration';
import type { Database } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** Thrown when a migration fails; names the migration and the database error. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The static list of migrations as a Kysely provider (no folder scan). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};

function migratorFor(db: Database): Migrator {
  return new Migrator({ db: db.kysely, provider: migrationProvider });
}

/**
 * Applies every migration not yet applied, each in its own transaction, and returns the names of
 * those it applied (empty when the schema was current). Throws a {@link MigrationError} naming the
 * failed migration and the cause; migrations before it stay applied.
 */
export async function migrateToLatest(db: Database): Promise<{ applied: string[] }> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  if (error !== undefined) {
    const failed = (results ?? []).find((r: MigrationResult) => r.status === 'Error')?.migrationName;
    const cause = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      failed
        ? `Database migration ${failed} failed on ${db.driver}: ${cause}`
        : `Database migrations could not run on ${db.driver}: ${cause}`,
      { cause: error },
    );
  }
  return { applied };
}

/** Names of the migrations already applied, oldest first. */
export async function appliedMigrations(db: Database): Promise<string[]> {
  const all = await migratorFor(db).getMigrations();
  return all.filter((m) => m.executedAt !== undefined).map((m) => m.name);
}
