import { randomBytes } from 'node:crypto';
import type { CurrentUser } from '@conf/contract';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { accountsDb, ROLES, type Role } from './tables.ts';

/** A user as the rest of the server sees it (never the password hash). */
export interface User {
  id: number;
  uid: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  image_url: string | null;
  roles: Role[];
  show_in_interested: boolean;
  attendee_uid: string | null;
}

export const USER_COLUMNS = [
  'users.id',
  'users.uid',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.image_url',
  'users.roles',
  'users.show_in_interested',
  'users.attendee_uid',
] as const;

/** Roles in their canonical order (attendee, staff, admin), without repeats or unknown names. */
export function canonicalRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Rows come back with the roles in storage order; callers always see the canonical order. */
export function toUser(row: Omit<User, 'roles'> & { roles: readonly string[] }): User {
  return { ...row, roles: canonicalRoles(row.roles) };
}

export function newUid(): string {
  return `u${randomBytes(10).toString('hex')}`;
}

export interface NewUser {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  imageUrl?: string | null;
  passwordHash?: string | null;
  roles?: Role[];
  showInInterested?: boolean;
  attendeeUid?: string | null;
}

/**
 * Creates a user; null when the email is taken (compared without regard to case). Safe under
 * concurrent sign-ups of the same email: the unique index decides.
 */
export async function createUser(db: Database, input: NewUser): Promise<User | null> {
  const row = await accountsDb(db)
    .insertInto('users')
    .values({
      uid: newUid(),
      email: input.email.trim(),
      first_name: input.firstName ?? null,
      last_name: input.lastName ?? null,
      image_url: input.imageUrl ?? null,
      password_hash: input.passwordHash ?? null,
      roles: canonicalRoles(input.roles ?? ['attendee']),
      show_in_interested: input.showInInterested ?? false,
      attendee_uid: input.attendeeUid ?? null,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning(USER_COLUMNS)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** The user with this email (any case) and their password hash, for signing in. */
export async function findCredentials(
  db: Database,
  email: string,
): Promise<{ user: User; passwordHash: string | null } | null> {
  const row = await accountsDb(db)
    .selectFrom('users')
    .select([...USER_COLUMNS, 'users.password_hash'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) return null;
  const { password_hash, ...user } = row;
  return { user: toUser(user), passwordHash: password_hash };
}

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  return (await findCredentials(db, email))?.user ?? null;
}

export async function findUserById(db: Database, id: number): Promise<User | null> {
  const row = await accountsDb(db)
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('users.id', '=', id)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function setShowInInterested(
  db: Database,
  userId: number,
  value: boolean,
): Promise<User | null> {
  const row = await accountsDb(db)
    .updateTable('users')
    .set({ show_in_interested: value, updated_at: new Date().toISOString() })
    .where('users.id', '=', userId)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** The `CurrentUser` body of `GET /api/me`. */
export function toCurrentUser(user: User): CurrentUser {
  return {
    uid: user.uid,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    image_url: user.image_url,
    roles: user.roles,
    show_in_interested: user.show_in_interested,
    attendee_uid: user.attendee_uid,
  };
}
