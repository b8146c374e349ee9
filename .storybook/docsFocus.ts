import type { Decorator } from '@storybook/react-vite';

/**
 * Docs pages never move focus or scroll (decision 0023, "Stories as named"). A story drawn on a
 * docs page, inline or in a frame of its own (`docs.story.inline: false`), would otherwise take the
 * page's focus when it opens a dialog or menu (react-aria moves focus into it) and scroll the page
 * to it. There, until the reader presses a key or a pointer in it, an element's `focus()` and
 * `scrollIntoView()` do nothing; the single-story canvas and the story tests keep them as they are.
 */

/** Whether this window is a story's frame on a docs page: its parent is a Storybook preview. */
export function isDocsStoryFrame(win: Window): boolean {
  if (win.parent === win) return false;
  try {
    return '__STORYBOOK_PREVIEW__' in win.parent;
  } catch {
    return false; // a parent of another origin: not Storybook's
  }
}

interface Held {
  focus: HTMLElement['focus'];
  scrollIntoView: Element['scrollIntoView'];
  release: () => void;
}

let held: Held | undefined;

/** Makes programmatic focus and scrolling into view do nothing until the reader interacts. */
function hold(win: Window & typeof globalThis): void {
  if (held !== undefined) return;
  const { focus } = win.HTMLElement.prototype;
  const { scrollIntoView } = win.Element.prototype;
  const release = () => {
    win.HTMLElement.prototype.focus = focus;
    win.Element.prototype.scrollIntoView = scrollIntoView;
    win.removeEventListener('pointerdown', release, true);
    win.removeEventListener('keydown', release, true);
    held = undefined;
  };
  win.HTMLElement.prototype.focus = () => undefined;
  win.Element.prototype.scrollIntoView = () => undefined;
  // Before the page's own handlers, so that the press that lets the reader in also focuses.
  win.addEventListener('pointerdown', release, true);
  win.addEventListener('keydown', release, true);
  held = { focus, scrollIntoView, release };
}

/** Holds focus for a story on a docs page, and gives it back when the same frame shows a story canvas. */
export const docsFocusDecorator: Decorator = (Story, { viewMode }) => {
  if (viewMode === 'docs' || isDocsStoryFrame(window)) hold(window);
  else held?.release();
  return Story();
};
