import type { Database } from '../db/database.ts';
import { grantRole, RoleError, revokeRole } from './roles.ts';
import { ROLES } from './tables.ts';
import { findUserByEmail } from './users.ts';

/**
 * The `roles` command: `grant <email> <role>`, `revoke <email> <role>`, `show <email>`. Returns the
 * exit code; writes what happened to `out` and problems to `err`. `pnpm conf roles …` (cli/main.ts)
 * calls it.
 */
export const ROLES_USAGE = `Usage: roles grant <email> <role> | roles revoke <email> <role> | roles show <email>
Roles: ${ROLES.join(', ')}`;

export async function runRolesCommand(
  db: Database,
  args: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const [action, email, role] = args;
  try {
    if ((action === 'grant' || action === 'revoke') && email && role && args.length === 3) {
      const user = action === 'grant' ? await grantRole(db, email, role) : await revokeRole(db, email, role);
      out(`${user.email}: ${user.roles.join(', ') || '(no roles)'}`);
      return 0;
    }
    if (action === 'show' && email && args.length === 2) {
      const user = await findUserByEmail(db, email);
      if (!user) throw new RoleError(`No user with the email '${email}'`);
      out(`${user.email}: ${user.roles.join(', ') || '(no roles)'}`);
      return 0;
    }
    err(ROLES_USAGE);
    return 2;
  } catch (error) {
    if (error instanceof RoleError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
}
