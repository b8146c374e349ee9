import { Button, Container, Link } from '@conf/ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthError } from '../auth/AuthError.tsx';
import { AUTH_ERROR_PARAM, safeOrigin, signInAction, signupHref } from '../auth/authLocation.ts';
import { FormField } from '../auth/FormField.tsx';
import { usePageMeta } from '../layout/usePageTitle.ts';
import { useCsrfToken, useSite } from '../site.tsx';

/**
 * `/login?origin=…`: sign in with email and password, or through the OpenID Connect provider when
 * the server has one. Both are real form posts (spec section 6: a POST to
 * `/auth/{provider}?origin={where the user came from}` carrying the authenticity token); the server
 * answers with a redirect to `origin`, or back here with the error (see `authLocation.ts`). A user
 * who is already signed in goes straight on to `origin`.
 */
export function LoginScreen() {
  const { user, config } = useSite();
  const [params] = useSearchParams();
  const origin = safeOrigin(params.get('origin'));
  usePageMeta({ title: 'Sign in', noindex: true });
  const token = useCsrfToken();
  if (user) return <Navigate to={origin} replace />;
  return (
    <Container size="narrow" className="site-account">
      <h1>Sign in</h1>
      <p className="site-lead">Sign in to favorite events and see your favorites on every device.</p>
      <AuthError code={params.get(AUTH_ERROR_PARAM)} />
      <form method="post" action={signInAction('password', origin)} className="site-account-form">
        <input type="hidden" name="authenticity_token" value={token} />
        <FormField label="Email" name="email" type="email" autoComplete="username" required />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="primary">
          Sign in
        </Button>
      </form>
      {config.oidc ? (
        <form method="post" action={signInAction('oidc', origin)} className="site-account-form">
          <p className="site-account-divider">Or use your account at {config.oidc.label}:</p>
          <input type="hidden" name="authenticity_token" value={token} />
          <Button type="submit">Sign in with {config.oidc.label}</Button>
        </form>
      ) : null}
      <p>
        New here? <Link href={signupHref(origin)}>Create an account</Link>
      </p>
    </Container>
  );
}

export { LoginScreen as Component };
