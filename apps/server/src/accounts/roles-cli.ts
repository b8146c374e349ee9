import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { runRolesCommand } from './roles-command.ts';

/**
 * Grants or revokes a role from the command line, on the database the server would use
 * (DATABASE_URL, else the embedded one in DATA_DIR; stop a server using the embedded database first):
 *
 *   pnpm --filter @conf/server exec tsx src/accounts/roles-cli.ts grant ada@example.org staff
 */
async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const db = await openDatabase(config.databaseUrl, { dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    return await runRolesCommand(
      db,
      process.argv.slice(2),
      (line) => process.stdout.write(`${line}\n`),
      (line) => process.stderr.write(`${line}\n`),
    );
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? 'Configuration error: ' : ''}${(error as Error).message}\n`,
    );
    process.exit(1);
  },
);
