import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authErrorRedirect } from './authLocation.ts';

/**
 * A failed sign-in comes back to the page it started from with `auth_error` (the server's
 * contract); this sends the visitor on to the sign-in (or sign-up) page, which shows the message,
 * keeping the page as the origin to return to. The page's own history entry is replaced.
 */
export function useAuthErrorRedirect(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = authErrorRedirect(pathname, search);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [navigate, target]);
}
