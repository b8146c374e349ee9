import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSite } from '../site.tsx';
import { loginRedirect } from './authLocation.ts';

/** Pages for signed-in users only: visitors are sent to `/login?origin=<this page>`. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user } = useSite();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={loginRedirect(pathname, search)} replace />;
  return children;
}
