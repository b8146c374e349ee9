/** How long a page that cannot paint (a background tab, where frames stop) waits before going on. */
export const PAINT_WAIT_LIMIT_MS = 100;

/**
 * Resolves once the browser has had a chance to paint the server's HTML: after the next animation
 * frame (its callback runs just before a paint) and a task after it. The site hydrates only then,
 * since Chromium otherwise runs the deferred module scripts, and with them the whole hydration,
 * before painting anything: a phone showed a blank page for the length of the hydration although
 * the HTML and CSS were there. In a tab that renders no frames, it resolves after
 * {@link PAINT_WAIT_LIMIT_MS}.
 */
export function afterFirstPaint(
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'> = window,
): Promise<void> {
  return new Promise((resolve) => {
    const limit = win.setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    win.requestAnimationFrame(() => {
      win.setTimeout(() => {
        win.clearTimeout(limit);
        resolve();
      }, 0);
    });
  });
}
