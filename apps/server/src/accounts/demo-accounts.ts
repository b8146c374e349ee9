import type { Database } from '../db/database.ts';
import { hashPassword } from './passwords.ts';
import type { Role } from './tables.ts';
import { createUser, findUserByEmail } from './users.ts';

/**
 * The accounts of the demo (SEED=demo only; never with the festival data set or SEED=none), with the
 * passwords docs/configuration.md documents. The attendee is linked to the first attendee of the directory and
 * shows in "who's interested" lists, so the demo has someone to show.
 */
export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  showInInterested: boolean;
  linkToAttendee: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'attendee@example.org',
    password: 'attendee-demo-2026',
    firstName: 'Avery',
    lastName: 'Attendee',
    roles: ['attendee'],
    showInInterested: true,
    linkToAttendee: true,
  },
  {
    email: 'staff@example.org',
    password: 'staff-demo-2026',
    firstName: 'Sam',
    lastName: 'Staff',
    roles: ['attendee', 'staff'],
    showInInterested: false,
    linkToAttendee: false,
  },
  {
    email: 'admin@example.org',
    password: 'admin-demo-2026',
    firstName: 'Alex',
    lastName: 'Admin',
    roles: ['attendee', 'admin'],
    showInInterested: false,
    linkToAttendee: false,
  },
];

async function firstListedAttendee(db: Database, year: number): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('attendees')
    .select('uid')
    .where('year', '=', year)
    .where('directory_opt_out', '=', false)
    .orderBy('uid')
    .executeTakeFirst();
  return row?.uid ?? null;
}

/** Creates the demo accounts that do not exist yet (an existing one is left as it is); returns their emails. */
export async function seedDemoAccounts(db: Database, landingYear: number): Promise<string[]> {
  const created: string[] = [];
  await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      if (await findUserByEmail(db, account.email)) return;
      const user = await createUser(db, {
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash: await hashPassword(account.password),
        roles: account.roles,
        showInInterested: account.showInInterested,
        attendeeUid: account.linkToAttendee ? await firstListedAttendee(db, landingYear) : null,
      });
      if (user) created.push(account.email);
    }),
  );
  return created.sort();
}
