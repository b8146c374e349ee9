import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { injectTheme } from './theme.ts';

/**
 * A custom element drawn by React: a root in the element itself (light DOM, so the host's page can
 * read and style around it, and the theme's `.conf-*` rules reach it), rendered again whenever one
 * of its `observedAttributes` changes, unmounted when the element leaves the page for good (a move
 * within the page keeps it).
 */
export abstract class ReactElement extends HTMLElement {
  #root: Root | null = null;

  /** What the element shows for its current attributes. */
  protected abstract view(): ReactNode;

  connectedCallback(): void {
    injectTheme(this.ownerDocument);
    this.#root ??= createRoot(this);
    this.#root.render(this.view());
  }

  attributeChangedCallback(): void {
    this.#root?.render(this.view());
  }

  disconnectedCallback(): void {
    // A move (removed and inserted again in one task) keeps the root; a removal unmounts it.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
    });
  }
}
