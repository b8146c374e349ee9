import type { Database } from '../db/database.ts';
import type { OidcProfile } from './oidc.ts';
import { accountsDb } from './tables.ts';
import { createUser, findUserByEmail, findUserById, type User } from './users.ts';

/**
 * Which account an OpenID Connect identity (issuer + subject) signs in to:
 * 1. the account already linked to it;
 * 2. else the account with the same email, but only when the provider says the email is verified
 *    (an unverified claim must not take over someone's account);
 * 3. else a new attendee account with the provider's email and names.
 * Null when none fits: no email, or an unverified email that an account already uses.
 */
export async function userForIdentity(db: Database, profile: OidcProfile): Promise<User | null> {
  const k = accountsDb(db);
  const linked = await k
    .selectFrom('identities')
    .select('user_id')
    .where('provider', '=', profile.issuer)
    .where('subject', '=', profile.subject)
    .executeTakeFirst();
  if (linked) return findUserById(db, linked.user_id);
  if (!profile.email) return null;

  let user: User | null = null;
  if (profile.emailVerified) user = await findUserByEmail(db, profile.email);
  user ??= await createUser(db, {
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    imageUrl: profile.imageUrl,
  });
  if (!user) return null;
  await k
    .insertInto('identities')
    .values({ provider: profile.issuer, subject: profile.subject, user_id: user.id })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
  // Two first logins of one identity at once: both end on the account the link names.
  const winner = await k
    .selectFrom('identities')
    .select('user_id')
    .where('provider', '=', profile.issuer)
    .where('subject', '=', profile.subject)
    .executeTakeFirstOrThrow();
  return winner.user_id === user.id ? user : findUserById(db, winner.user_id);
}
