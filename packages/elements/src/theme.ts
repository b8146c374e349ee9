// The theme's tokens and the rules of the elements' components (src/embedTheme.ts, built by
// vite.config.ts): `.conf-*` classes and `--conf-*` tokens only (decision 0025), never the host's
// own elements, so it is safe to add to any page.
import themeCss from 'virtual:conf-embed-theme';

const MARKER = 'data-conf-elements';

/**
 * Adds the theme to the document once, first in its head, so that the host's own rules of the same
 * weight come after it and win (a host restyling `.conf-Button` keeps the last word).
 */
export function injectTheme(document: Document): void {
  if (document.head.querySelector(`style[${MARKER}]`)) return;
  const style = document.createElement('style');
  style.setAttribute(MARKER, '');
  style.textContent = themeCss;
  document.head.prepend(style);
}
