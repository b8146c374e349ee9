import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is a plain activation that the host application's router may take
 * over: the primary button (a keyboard's Enter also arrives as such a click), no modifier key
 * (Ctrl/⌘-click opens a new tab, Shift a new window, Alt downloads), not already handled, and a
 * link to this site in this tab (no other `target`, no `download`). Anything else stays the
 * browser's. The same rules as react-aria's `shouldClientNavigate`.
 */
export function isPlainActivation(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  if (target !== null && target !== '' && target !== '_self') return false;
  return !link.hasAttribute('download') && link.origin === window.location.origin;
}

/**
 * Follows a plain activation of a link with the host application's `navigate` (no page load);
 * leaves every other click to the browser. Returns whether it navigated.
 */
export function followInApp(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  navigate: (href: string) => void,
): boolean {
  if (!isPlainActivation(event)) return false;
  event.preventDefault();
  navigate(href);
  return true;
}
