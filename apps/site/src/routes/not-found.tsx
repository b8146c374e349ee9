import { Container, NotFound } from '@conf/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { usePageUrl } from '../layout/usePageUrl.ts';
import { useSite } from '../site.tsx';

/**
 * The page-not-found screen (spec section 8): unknown routes, a year that is not an integer and
 * records the API answers 404 for. The support mail names the url that was not found.
 */
export function NotFoundScreen({ children }: { children?: ReactNode }) {
  const { config } = useSite();
  usePageTitle('Page not found');
  const url = usePageUrl();
  return (
    <Container size="narrow" className="site-message">
      <NotFound supportEmail={config.supportEmail} url={url} />
      {children}
    </Container>
  );
}

export { NotFoundScreen as Component };
