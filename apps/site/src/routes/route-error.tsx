import { Container, ErrorMessage, Link } from '@conf/ui';
import type { ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { errorMessage, isNotFoundError } from '../routeErrors.ts';
import { NotFoundScreen } from './not-found.tsx';

/** Props of {@link RouteErrorScreen}. */
export interface RouteErrorScreenProps {
  /** Where the visitor can go from here; defaults to the home page. */
  backLink?: ReactNode;
}

function GenericErrorScreen({ message, backLink }: { message: string; backLink: ReactNode }) {
  usePageTitle('Error');
  return (
    <Container size="narrow" className="site-message">
      <ErrorMessage message={message} />
      <p>{backLink}</p>
    </Container>
  );
}

/**
 * The error element of the routes: the page-not-found screen for a 404 (unknown record, bad year),
 * "We encountered an error!" with the message for anything else (spec section 8).
 */
export function RouteErrorScreen({
  backLink = <Link href="/">Back to the home page</Link>,
}: RouteErrorScreenProps) {
  const error = useRouteError();
  if (isNotFoundError(error)) return <NotFoundScreen>{<p>{backLink}</p>}</NotFoundScreen>;
  return <GenericErrorScreen message={errorMessage(error)} backLink={backLink} />;
}
