import { useLayoutEffect, useRef } from 'react';

/** Runs as a layout effect in the browser; the server has no layout and skips it without a warning. */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

/**
 * For a stand-in button whose press loads the real component (a menu's toggle): call `pressed()`
 * from the stand-in's click, and wrap both in the returned `slot` (a `display: contents` element).
 * Once `module` is there and rendered, the real component's first button gets the focus and the
 * press, as if it had been there all along: the menu opens and the keyboard stays on its toggle.
 */
export function usePressAfterLoad(module: unknown) {
  const slot = useRef<HTMLDivElement>(null);
  const pressing = useRef(false);
  useBrowserLayoutEffect(() => {
    if (!module || !pressing.current) return;
    pressing.current = false;
    const button = slot.current?.querySelector('button');
    button?.focus();
    // The press is replayed in a task of its own: a module loaded already (fetched on focus) is
    // rendered while the stand-in's click is still on its way up, and a menu opened now would
    // take that click, whose target left the page with the stand-in, for one outside it.
    const replay = setTimeout(() => button?.click(), 0);
    return () => clearTimeout(replay);
  }, [module]);
  return {
    slot,
    pressed: () => {
      pressing.current = true;
    },
  };
}
