import { describe, expect, it } from 'vitest';
import { shownHighlight, shownRowAction } from './shownHighlight.ts';

function list(html: string): HTMLElement {
  const panel = document.createElement('div');
  panel.innerHTML = html;
  return panel;
}

describe('shownHighlight', () => {
  it('is the option react-aria draws highlighted, or null', () => {
    const panel = list(
      '<div role="listbox"><a role="option" href="/events/1">A</a><a role="option" href="/events/2" data-focused="true">B</a></div>',
    );
    expect(shownHighlight(panel)?.textContent).toBe('B');
    expect(
      shownHighlight(list('<div role="listbox"><a role="option" href="/events/1">A</a></div>')),
    ).toBeNull();
    expect(shownHighlight(null)).toBeNull();
  });

  it('is never a highlighted element that is not a row (a category button)', () => {
    expect(shownHighlight(list('<button data-focused="true">Events</button>'))).toBeNull();
  });
});

describe('shownRowAction', () => {
  const row = (html: string) => list(html).firstElementChild as HTMLElement;

  it('opens a suggestion at its link', () => {
    expect(shownRowAction(row('<a role="option" data-kind="suggestion" href="/events/PP1">x</a>'))).toEqual({
      kind: 'navigate',
      href: '/events/PP1',
    });
  });

  it('searches for the term on the term row', () => {
    expect(shownRowAction(row('<div role="option" data-kind="term">Search everything for x</div>'))).toEqual({
      kind: 'search-term',
    });
  });

  it('does nothing on a row without a link (Loading…)', () => {
    expect(shownRowAction(row('<div role="option" data-kind="loading">Loading…</div>'))).toBeNull();
  });
});
