import { describe, expect, it } from 'vitest';
import { steadiness } from './docs-steadiness.ts';

describe('steadiness', () => {
  it('is still when nothing scrolled or took focus', () => {
    expect(steadiness([{ scrollY: 0, focused: null }])).toEqual({ maxScroll: 0, focused: [] });
  });

  it('keeps the largest scroll and each focused element once, in order', () => {
    expect(
      steadiness([
        { scrollY: 0, focused: null },
        { scrollY: 2480, focused: 'iframe "SuggestionSearch"' },
        { scrollY: 1200, focused: 'iframe "SuggestionSearch"' },
        { scrollY: -4, focused: 'button "Menu"' },
      ]),
    ).toEqual({ maxScroll: 2480, focused: ['iframe "SuggestionSearch"', 'button "Menu"'] });
  });
});
