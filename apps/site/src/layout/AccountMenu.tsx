import { Link } from '@conf/ui';
import { useLocation } from 'react-router-dom';
import { loginHref, returnPath, signOutAction } from '../auth/authLocation.ts';
import { displayName, useProfile } from '../auth/useProfile.ts';
import { LazyUserMenu } from '../ondemand/LazyUserMenu.tsx';
import { useCsrfToken, useSite } from '../site.tsx';

/**
 * The header's account corner: the user menu (name, My Favorites, Settings, Feature flags for
 * administrators, Sign out) for signed-in users, a "Log in" link (returning to this page) for
 * visitors. Sign out is a form post to `/auth/sign_out` that lands on the home page. The menu's
 * code loads when the user first reaches for it (LazyUserMenu).
 */
export function AccountMenu() {
  const { user } = useSite();
  const profile = useProfile();
  const csrfToken = useCsrfToken();
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <Link href={loginHref(returnPath(pathname, search))} className="site-login-link">
        Log in
      </Link>
    );
  }
  return (
    <LazyUserMenu
      userName={profile ? displayName(profile) : 'My account'}
      items={[
        { id: 'favorites', label: 'My Favorites', href: '/favorites/event' },
        { id: 'settings', label: 'Settings', href: '/settings' },
        ...(user.roles.includes('admin')
          ? [{ id: 'feature-flags', label: 'Feature flags', href: '/admin/features' }]
          : []),
      ]}
      signOut={{ action: signOutAction('/'), csrfToken }}
    />
  );
}
