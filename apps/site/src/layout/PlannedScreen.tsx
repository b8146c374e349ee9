import { Container, Link } from '@conf/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle.ts';

/**
 * A real route whose full screen is built in a later issue: its heading, what it will show, and a
 * way back. Honest about what is there; never a fake list.
 */
export function PlannedScreen({
  title,
  summary,
  children,
}: {
  title: string;
  summary: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size="narrow" className="site-planned">
      <h1>{title}</h1>
      <p className="site-lead">{summary}</p>
      {children}
      <p className="site-muted">This page is being built and arrives in a later release of the site.</p>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </Container>
  );
}
