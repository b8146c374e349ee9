import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { SiteDeps } from '../site.tsx';
import { loginRedirect, safeOrigin } from './authLocation.ts';

/**
 * The loader of pages for signed-in users only (settings, feature flags): a visitor is sent to
 * `/login?origin=<this page>`, by the server's redirect on a page load, by the router's on a
 * navigation, before the page renders.
 */
export function signedInOnly({ user }: Pick<SiteDeps, 'user'>) {
  return ({ request }: LoaderFunctionArgs): null => {
    if (!user) {
      const url = new URL(request.url);
      throw redirect(loginRedirect(url.pathname, url.search));
    }
    return null;
  };
}

/**
 * The loader of the sign-in and sign-up pages: a user who is already signed in goes straight on to
 * the page named by `origin` (the home page by default), by the server's redirect on a page load.
 */
export function visitorsOnly({ user }: Pick<SiteDeps, 'user'>) {
  return ({ request }: LoaderFunctionArgs): null => {
    if (user) throw redirect(safeOrigin(new URL(request.url).searchParams.get('origin')));
    return null;
  };
}
