import { DOMParser } from 'linkedom';

/**
 * The one browser API the screens use while rendering: `DOMParser`, with which catalogue
 * descriptions given as HTML become plain text (plainText.ts). On the server linkedom's parser
 * stands in for it, so the server renders the same text the browser would.
 */
export function installServerDom(): void {
  if (typeof globalThis.DOMParser === 'undefined') {
    // linkedom's parser has the browser one's `parseFromString(text, 'text/html')`; its types differ.
    globalThis.DOMParser = DOMParser as unknown as typeof globalThis.DOMParser;
  }
}
