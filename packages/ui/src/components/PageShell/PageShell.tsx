import type { ReactNode } from 'react';
import { SkipLink } from '../SkipLink/SkipLink.tsx';

/** Props of {@link PageShell}. */
export interface PageShellProps {
  /** Content of the page's `<header>` (banner landmark): logo, navigation, user menu. */
  header?: ReactNode;
  /** Content of the page's `<footer>` (contentinfo landmark). */
  footer?: ReactNode;
  /** The page itself, inside `<main>`. */
  children: ReactNode;
  /** Id of `<main>`, the skip link's target. Defaults to `main`. */
  mainId?: string;
  /** Text of the skip link. Defaults to `Skip to main content`. */
  skipLinkLabel?: string;
}

/**
 * The frame of every page: a {@link SkipLink} first, then header, `<main>` (focusable by the skip link,
 * with `mainId`) and footer landmarks.
 */
export function PageShell({ header, footer, children, mainId = 'main', skipLinkLabel }: PageShellProps) {
  return (
    <div className="conf-PageShell">
      <SkipLink targetId={mainId}>{skipLinkLabel}</SkipLink>
      {header !== undefined ? <header className="conf-PageShell-header">{header}</header> : null}
      <main id={mainId} tabIndex={-1} className="conf-PageShell-main">
        {children}
      </main>
      {footer !== undefined ? <footer className="conf-PageShell-footer">{footer}</footer> : null}
    </div>
  );
}
