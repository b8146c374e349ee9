import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/**
 * Server secrets kept in the database (migration 0007_sign_in_guards): generated once, by whichever
 * instance asks first, and then the same for every instance and every restart.
 */
interface ServerSecretsTable {
  name: string;
  value: string;
}

type SecretTables = { server_secrets: ServerSecretsTable };

function secretsDb(db: Database): Kysely<DB & SecretTables> {
  return db.kysely.withTables<SecretTables>();
}

/** The secret called `name`, generated (32 random bytes, base64url) if the database has none yet. */
export async function serverSecret(db: Database, name: string): Promise<string> {
  const k = secretsDb(db);
  // Two instances starting together both insert; the second insert does nothing and both read the first.
  await k
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await k
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
