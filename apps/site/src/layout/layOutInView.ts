/** The vertical extent of an element on screen, as `getBoundingClientRect` gives it. */
export interface VerticalExtent {
  top: number;
  bottom: number;
}

/** The indexes of the extents that show at least partly in a viewport of `viewportHeight`. */
export function indexesInView(extents: readonly VerticalExtent[], viewportHeight: number): number[] {
  const shown: number[] = [];
  extents.forEach((extent, index) => {
    if (extent.bottom > 0 && extent.top < viewportHeight) shown.push(index);
  });
  return shown;
}

/**
 * Has the browser lay out, in its next frame, the items of `container` (those matching `selector`)
 * that are on screen now, though they are `content-visibility: auto` and were off screen in the
 * last frame; returns how many. For a list scrolled to its top by script (a new page of results
 * chosen at its bottom): the browser decides which of those items are near the screen only after a
 * frame, so the first frame would show them as empty boxes and the next one would lay them out.
 * Marked `content-visibility: visible`, they are laid out and painted in the first one. An item
 * keeps the mark (it is one of the few at the list's top, laid out when it changes); the mark is
 * moved when it is called again.
 *
 * Call it after the scroll, where layout is already up to date (a layout effect that scrolled): the
 * positions it reads cost no extra layout.
 */
export function layOutInView(
  container: Element,
  selector: string,
  viewportHeight = window.innerHeight,
): number {
  const items = [...container.querySelectorAll<HTMLElement>(selector)];
  const shown = new Set(
    indexesInView(
      items.map((item) => item.getBoundingClientRect()),
      viewportHeight,
    ),
  );
  items.forEach((item, index) => {
    const wanted = shown.has(index) ? 'visible' : '';
    if (item.style.getPropertyValue('content-visibility') !== wanted) {
      item.style.setProperty('content-visibility', wanted);
    }
  });
  return shown.size;
}
