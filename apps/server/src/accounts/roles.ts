import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { accountsDb, ROLES, type Role } from './tables.ts';
import { isRole, toUser, USER_COLUMNS, type User } from './users.ts';

/**
 * Granting and revoking roles (attendee: signed-in features; staff: venue staff, event statuses;
 * admin: imports, roles, feature flags). Used by the roles command and by the demo seed. A role
 * change takes effect on the user's next request: sessions read the roles from the users table.
 */
export class RoleError extends Error {
  override name = 'RoleError';
}

function checkRole(role: string): Role {
  if (!isRole(role)) throw new RoleError(`Unknown role '${role}' (known: ${ROLES.join(', ')})`);
  return role;
}

async function updateRoles(db: Database, email: string, roles: RawBuilder<Role[]>): Promise<User> {
  const row = await accountsDb(db)
    .updateTable('users')
    .set({ roles, updated_at: new Date().toISOString() })
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .returning(USER_COLUMNS)
    .executeTakeFirst();
  if (!row) throw new RoleError(`No user with the email '${email}'`);
  return toUser(row);
}

/** Gives `role` to the user with this email (idempotent); returns the user with their roles. */
export async function grantRole(db: Database, email: string, role: string): Promise<User> {
  const granted = checkRole(role);
  return updateRoles(
    db,
    email,
    sql<Role[]>`(select array_agg(distinct r) from unnest(array_append(roles, ${granted}::text)) as r)`,
  );
}

/** Takes `role` from the user with this email (idempotent); returns the user with their roles. */
export async function revokeRole(db: Database, email: string, role: string): Promise<User> {
  const revoked = checkRole(role);
  return updateRoles(db, email, sql<Role[]>`array_remove(roles, ${revoked}::text)`);
}
