import type { IdpAccount } from '../../server/test/loopback-idp.ts';

/**
 * The people of the loopback OpenID Connect provider the end-to-end server signs in through: a
 * test types the login (the account id) at the provider's login form.
 */
export const OIDC_E2E_ACCOUNTS: Record<string, IdpAccount> = {
  'olive-idp': {
    email: 'olive.idp@example.org',
    email_verified: true,
    given_name: 'Olive',
    family_name: 'Provider',
  },
};
