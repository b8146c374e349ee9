import type { MouseEvent, ReactNode } from 'react';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** Id of the element to jump to (the main landmark). Defaults to `main`. */
  targetId?: string;
  /** Link text. Defaults to `Skip to main content`. */
  children?: ReactNode;
}

/**
 * The first focusable element of a page: jumps keyboard users past the header to the main content.
 * It moves focus itself (so the target needs `tabIndex={-1}`, as {@link PageShell}'s main has) and
 * leaves the URL alone, so client-side routers are not disturbed. The theme hides it until focused.
 */
export function SkipLink({ targetId = 'main', children = 'Skip to main content' }: SkipLinkProps) {
  function jump(event: MouseEvent<HTMLAnchorElement>) {
    const target = event.currentTarget.ownerDocument.getElementById(targetId);
    if (target === null) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  }
  return (
    <a className="conf-SkipLink" href={`#${targetId}`} onClick={jump}>
      {children}
    </a>
  );
}
