/**
 * The row an open suggestion list shows highlighted (react-aria marks it `data-focused`), or `null`.
 *
 * react-aria names that row in the box's `aria-activedescendant` in an effect after it draws the
 * highlight. With React 19 that effect runs in the same task; with React 18 (a peer the library
 * supports, and the no-build embed's React) it runs after the next frame, 10-60 ms later on a
 * phone. A key pressed in that moment must act on the row the visitor sees: the box reads both.
 */
export function shownHighlight(panel: ParentNode | null): HTMLElement | null {
  return panel?.querySelector<HTMLElement>('[role="option"][data-focused]') ?? null;
}

/** What Enter on a shown row does, when the box does not name it yet (react-aria would not open it). */
export type ShownRowAction = { kind: 'navigate'; href: string } | { kind: 'search-term' } | null;

/** A suggestion row is a link to its page; the last row searches for the term (`data-kind="term"`). */
export function shownRowAction(row: HTMLElement): ShownRowAction {
  if (row.dataset.kind === 'term') return { kind: 'search-term' };
  const href = row.getAttribute('href');
  return href ? { kind: 'navigate', href } : null;
}
