/**
 * The phone of the stories (Storybook's `phone` viewport, .storybook/reviewGlobals.ts): a story with
 * `globals: { viewport: PHONE }` is shown, and tested, at 390 × 844 CSS pixels.
 */
export const PHONE = { value: 'phone', isRotated: false } as const;

/** Whether nothing on the page is wider than the window (no sideways scrolling). */
export function fitsWidth(document: Document): boolean {
  return document.documentElement.scrollWidth <= document.documentElement.clientWidth;
}
