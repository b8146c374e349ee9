import { Button, Container, Link } from '@conf/ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthError } from '../auth/AuthError.tsx';
import { AUTH_ERROR_PARAM, loginHref, safeOrigin, signUpAction } from '../auth/authLocation.ts';
import { FormField } from '../auth/FormField.tsx';
import { usePageMeta } from '../layout/usePageTitle.ts';
import { useCsrfToken, useSite } from '../site.tsx';

/** The contract's `SignUpForm.password.minLength`. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * `/signup?origin=…`: create a local account (a form post to `/auth/sign_up`), signed in at once
 * and sent on to `origin`; on failure the server sends the visitor back here with the reason.
 */
export function SignupScreen() {
  const { user } = useSite();
  const csrfToken = useCsrfToken();
  const [params] = useSearchParams();
  const origin = safeOrigin(params.get('origin'));
  usePageMeta({ title: 'Create an account', noindex: true });
  if (user) return <Navigate to={origin} replace />;
  return (
    <Container size="narrow" className="site-account">
      <h1>Create an account</h1>
      <p className="site-lead">Create an account to save favorites and build your schedule.</p>
      <AuthError code={params.get(AUTH_ERROR_PARAM)} />
      <form method="post" action={signUpAction(origin)} className="site-account-form">
        <input type="hidden" name="authenticity_token" value={csrfToken} />
        <FormField label="First name" name="first_name" autoComplete="given-name" required maxLength={100} />
        <FormField label="Last name" name="last_name" autoComplete="family-name" required maxLength={100} />
        <FormField label="Email" name="email" type="email" autoComplete="email" required />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={200}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters, and not a common password.`}
        />
        <Button type="submit" variant="primary">
          Create account
        </Button>
      </form>
      <p>
        Already have an account? <Link href={loginHref(origin)}>Sign in</Link>
      </p>
    </Container>
  );
}

export { SignupScreen as Component };
