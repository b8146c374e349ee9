import type { AuthLimits } from '../config.ts';
import type { Database } from '../db/database.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import {
  claimPairAttempt,
  clearPair,
  countAttempt,
  type DelayPolicy,
  deleteStaleThrottleRows,
  type Limit,
  type Pair,
  recordPairFailure,
  uncountAttempt,
} from './throttle.ts';
import { createUser, findCredentials, findUserByEmail, type User } from './users.ts';

/**
 * Local accounts: sign-in with email and password, and sign-up. One outcome for a wrong email and a
 * wrong password alike (same answer, same time spent). Sign-in failures slow down only the (account,
 * address) pair that fails, with a much higher ceiling per address; sign-ups are limited per address
 * (accounts/throttle.ts). Passwords are checked against the policy by the route (password-policy.ts).
 */
export type SignInOutcome =
  | { kind: 'signed_in'; user: User }
  | { kind: 'invalid_credentials' }
  | { kind: 'throttled'; retryAfter: number };

export type SignUpOutcome =
  | { kind: 'signed_up'; user: User }
  | { kind: 'email_taken' }
  | { kind: 'throttled'; retryAfter: number };

/** Milliseconds since the epoch; tests pass a clock they move. */
export type Clock = () => number;

export function delayPolicy(limits: AuthLimits): DelayPolicy {
  return { freeFailures: limits.failuresBeforeDelay, maxDelayMs: limits.maxDelaySeconds * 1000 };
}

function addressLimit(limits: AuthLimits, ip: string): Limit {
  return {
    key: `sign_in:ip:${ip}`,
    max: limits.failuresPerAddress,
    windowMs: limits.windowSeconds * 1000,
  };
}

export async function signInWithPassword(
  db: Database,
  limits: AuthLimits,
  input: { email: string; password: string; ip: string },
  clock: Clock = Date.now,
): Promise<SignInOutcome> {
  const pair: Pair = { account: input.email.trim().toLowerCase(), address: input.ip };
  const policy = delayPolicy(limits);
  const address = addressLimit(limits, input.ip);
  const pairWait = await claimPairAttempt(db, pair, policy, clock());
  if (pairWait > 0) return { kind: 'throttled', retryAfter: pairWait };
  const addressWait = await countAttempt(db, address, clock());
  if (addressWait > 0) return { kind: 'throttled', retryAfter: addressWait };
  const credentials = await findCredentials(db, input.email);
  const valid = credentials?.passwordHash
    ? await verifyPassword(input.password, credentials.passwordHash)
    : await verifyAgainstNothing(input.password);
  if (!valid || !credentials) {
    await recordPairFailure(db, pair, policy, clock());
    return { kind: 'invalid_credentials' };
  }
  // Only failures count: a success clears its pair and gives its address count back.
  await clearPair(db, pair);
  await uncountAttempt(db, address.key);
  await deleteStaleThrottleRows(db, clock());
  return { kind: 'signed_in', user: credentials.user };
}

export async function signUpWithPassword(
  db: Database,
  limits: AuthLimits,
  input: { email: string; password: string; firstName: string; lastName: string; ip: string },
  clock: Clock = Date.now,
): Promise<SignUpOutcome> {
  const retryAfter = await countAttempt(
    db,
    { key: `sign_up:ip:${input.ip}`, max: limits.signUpsPerIp, windowMs: limits.windowSeconds * 1000 },
    clock(),
  );
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
