import type { Page } from '@playwright/test';

/** A word drawn on more than one line: the browser broke it inside itself. */
export interface BrokenWord {
  /** The checked element's tag and classes, to find it in the screenshot. */
  element: string;
  /** The whole text of the checked element. */
  text: string;
  word: string;
  /** How many lines the word's pieces are drawn on. */
  lines: number;
}

/** Something wider than its box: a tile whose content sticks out, or the page itself. */
export interface Overflow {
  element: string;
  scrollWidth: number;
  clientWidth: number;
}

/** What {@link layoutProblems} reports for one page at one width. */
export interface LayoutProblems {
  brokenWords: BrokenWord[];
  overflows: Overflow[];
  /** How many elements were checked for broken words (so that a test can tell it checked something). */
  checked: number;
}

/** What to check on a page: elements whose words must stay whole, and boxes nothing may stick out of. */
export interface LayoutCheck {
  /** Selector of the elements whose every word must be drawn on one line (titles, names, labels). */
  words: string;
  /** Selector of descendants of those elements left out (e.g. descriptions, which may hold URLs). */
  except?: string;
  /** Selector of boxes (tiles) whose content must not be wider than they are. */
  boxes: string;
}

/**
 * Words that wrap inside themselves and content wider than its box, measured in the page.
 *
 * A word is a run of characters up to white space or up to and including a hyphen, dash or slash
 * (breaking after those is ordinary line breaking, not breaking a word). Each word gets a DOM Range;
 * its client rects are one per line fragment, so a word whose rects sit on more than one line was
 * broken inside itself (by `overflow-wrap: anywhere`, `word-break`, `hyphens` or a too narrow box).
 * Text drawn in a box of 1px or less (visually hidden, for screen readers) is left out.
 * The page must not scroll sideways: `scrollWidth` of the root at most its `clientWidth`, and no
 * box may have content wider than itself.
 */
export async function layoutProblems(page: Page, check: LayoutCheck): Promise<LayoutProblems> {
  return page.evaluate(({ words, except, boxes }) => {
    const describe = (element: Element) => [element.tagName.toLowerCase(), ...element.classList].join('.');
    const lineCount = (range: Range) => {
      const tops = new Set<number>();
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top + rect.height / 2));
      }
      return tops.size;
    };
    const brokenWords: {
      element: string;
      text: string;
      word: string;
      lines: number;
    }[] = [];
    const elements = [...document.querySelectorAll(words)].filter((element) => element.checkVisibility());
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const parent = text.parentElement;
        if (!parent || (except && parent.closest(except))) continue;
        // Text read only by screen readers (a 1px clipped box, e.g. react-aria's VisuallyHidden).
        if (parent.getBoundingClientRect().width <= 1) continue;
        for (const match of text.data.matchAll(/[^\s\-‐–—/]+[-‐–—/]?|[-‐–—/]/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = lineCount(range);
          if (lines > 1) {
            brokenWords.push({
              element: describe(element),
              text: element.textContent?.trim() ?? '',
              word: match[0],
              lines,
            });
          }
        }
      }
    }
    const overflows: { element: string; scrollWidth: number; clientWidth: number }[] = [];
    // Widths are rounded to whole pixels: one pixel of difference is rounding, not overflow.
    const slack = 1;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + slack) {
      overflows.push({ element: 'html', scrollWidth: root.scrollWidth, clientWidth: root.clientWidth });
    }
    for (const box of document.querySelectorAll(boxes)) {
      if (box.checkVisibility() && box.scrollWidth > box.clientWidth + slack) {
        overflows.push({
          element: describe(box),
          scrollWidth: box.scrollWidth,
          clientWidth: box.clientWidth,
        });
      }
    }
    return { brokenWords, overflows, checked: elements.length };
  }, check);
}
