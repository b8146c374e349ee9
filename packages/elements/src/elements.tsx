import { ConfFavoriteElement } from './ConfFavorite.tsx';
import { ConfSearchElement } from './ConfSearch.tsx';

/**
 * @conf/elements: the product's search box (and favorite button) as custom elements for sites
 * without a build step. One script tag defines them:
 *
 * ```html
 * <script src="https://schedule.example.org/embed/elements/0.1.0/conf-elements.js" defer></script>
 * <conf-search api-origin="https://schedule.example.org" year="2026"></conf-search>
 * <conf-favorite api-origin="https://schedule.example.org" year="2026" event-id="PP100108"></conf-favorite>
 * ```
 */
const ELEMENTS: Record<string, CustomElementConstructor> = {
  'conf-search': ConfSearchElement,
  'conf-favorite': ConfFavoriteElement,
};

for (const [tag, element] of Object.entries(ELEMENTS)) {
  // A second copy of the script on the page (another version, say) leaves the first one's in place.
  if (!customElements.get(tag)) customElements.define(tag, element);
}
