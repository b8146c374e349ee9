/**
 * The messages of the `auth_error` codes the server sends back (see authLocation.ts): only the
 * sign-in and sign-up pages show them, so they are not part of every page's code.
 */

const MESSAGES: Record<string, string> = {
  invalid_credentials: 'The email address or password is not right. Please try again.',
  oidc_unavailable:
    'Signing in with an outside account is not available right now. Use your email and password.',
  oidc_failed: 'Signing in with your outside account did not work. Please try again.',
  email_taken: 'An account with this email address already exists. Sign in instead, or use another address.',
  invalid_sign_up: 'The account could not be created. Check every field and try again.',
  password_too_short: 'Choose a password of at least 8 characters.',
  password_too_weak:
    'This password is too common or too easy to guess (a common word, name or pattern). Choose a longer one, such as a few unrelated words.',
};

/** The message for an `auth_error` code; unknown codes get a generic one (never the raw code). */
export function authErrorMessage(code: string): string {
  return MESSAGES[code] ?? 'Signing in did not work. Please try again.';
}
