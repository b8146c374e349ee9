import type { AuthLimits } from '../config.ts';
import type { Database } from '../db/database.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import {
  countAttempt,
  countAttempts,
  deleteStaleCounters,
  type Limit,
  resetCounter,
  uncountAttempt,
} from './throttle.ts';
import { createUser, findCredentials, findUserByEmail, type User } from './users.ts';

/**
 * Local accounts: sign-in with email and password, and sign-up. One outcome for a wrong email and a
 * wrong password alike (same answer, same time spent), and rate limits on attempts per account and
 * per client address, and on sign-ups per address.
 */
export type SignInOutcome =
  | { kind: 'signed_in'; user: User }
  | { kind: 'invalid_credentials' }
  | { kind: 'throttled'; retryAfter: number };

export type SignUpOutcome =
  | { kind: 'signed_up'; user: User }
  | { kind: 'email_taken' }
  | { kind: 'throttled'; retryAfter: number };

function signInLimits(limits: AuthLimits, email: string, ip: string): { account: Limit; address: Limit } {
  const windowMs = limits.windowSeconds * 1000;
  return {
    account: {
      key: `sign_in:account:${email.trim().toLowerCase()}`,
      max: limits.failuresPerAccount,
      windowMs,
    },
    address: { key: `sign_in:ip:${ip}`, max: limits.failuresPerIp, windowMs },
  };
}

export async function signInWithPassword(
  db: Database,
  limits: AuthLimits,
  input: { email: string; password: string; ip: string },
): Promise<SignInOutcome> {
  const { account, address } = signInLimits(limits, input.email, input.ip);
  const retryAfter = await countAttempts(db, [account, address]);
  if (retryAfter > 0) return { kind: 'throttled', retryAfter };
  const credentials = await findCredentials(db, input.email);
  const valid = credentials?.passwordHash
    ? await verifyPassword(input.password, credentials.passwordHash)
    : await verifyAgainstNothing(input.password);
  if (!valid || !credentials) return { kind: 'invalid_credentials' };
  // Only failures count: a successful sign-in clears the account's and gives back the address's.
  await resetCounter(db, account.key);
  await uncountAttempt(db, address.key);
  await deleteStaleCounters(db);
  return { kind: 'signed_in', user: credentials.user };
}

export async function signUpWithPassword(
  db: Database,
  limits: AuthLimits,
  input: { email: string; password: string; firstName: string; lastName: string; ip: string },
): Promise<SignUpOutcome> {
  const retryAfter = await countAttempt(db, {
    key: `sign_up:ip:${input.ip}`,
    max: limits.signUpsPerIp,
    windowMs: limits.windowSeconds * 1000,
  });
  if (retryAfter > 0) return { kind: 'throttled', retryAfter };
  if (await findUserByEmail(db, input.email)) return { kind: 'email_taken' };
  const user = await createUser(db, {
    email: input.email,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    passwordHash: await hashPassword(input.password),
  });
  return user ? { kind: 'signed_up', user } : { kind: 'email_taken' };
}
