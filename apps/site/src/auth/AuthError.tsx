import { authErrorMessage } from './authErrorMessages.ts';

/** The message of a failed sign-in or sign-up the server redirected back with (`auth_error`). */
export function AuthError({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <div role="alert" className="site-alert">
      {authErrorMessage(code)}
    </div>
  );
}
