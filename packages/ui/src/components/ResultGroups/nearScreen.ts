/** How far beyond the screen, above and below, a tile counts as near it. */
const NEAR_MARGIN = '50% 0px';

interface Placement {
  /** Whether the item is on the screen or within {@link NEAR_MARGIN} of it. */
  near: boolean;
  /** Its top, from the top of the list (px). */
  top: number;
}

/**
 * Where the items of a ResultGroups list are, from an IntersectionObserver over them: which are on
 * or near the screen, and which are in the list's first screenful from its top (where a new page of
 * results scrolls to). Places are counted in the list's order across its groups, so that a new list
 * grouped otherwise (page 2 starts on another day) is placed where the items were. What the observer
 * last reported: a hint for when a tile's details are rendered, read while rendering; it never
 * changes what a tile shows once the list has settled.
 *
 * Without IntersectionObserver (a server, an old browser, jsdom) nothing is known, and every place
 * counts as near.
 */
export class NearScreenTracker {
  private readonly placements = new Map<Element, Placement>();
  /** The items in the list's order, as of the last commit. */
  private items: Element[] = [];
  private observer: IntersectionObserver | null = null;
  private root: HTMLElement | null = null;

  constructor(private readonly itemSelector: string) {}

  /**
   * Whether the item at `index` (in the list's order) is, or may soon be, on the screen; `true`
   * when not known. A place past the list's end is where its last item is. The item holding the
   * focus counts as near wherever it is (a screen reader's cursor need not scroll the page), so
   * that its focused control is never hidden while the list settles.
   */
  isNear(index: number): boolean {
    const item = this.items[Math.min(index, this.items.length - 1)];
    const placement = item === undefined ? undefined : this.placements.get(item);
    if (placement === undefined || item?.contains(document.activeElement)) return true;
    return placement.near || placement.top < window.innerHeight;
  }

  /** Starts watching the items of the list in `root`. */
  attach(root: HTMLElement): void {
    if (typeof IntersectionObserver === 'undefined') return;
    this.root = root;
    this.observer = new IntersectionObserver((entries) => this.record(entries), { rootMargin: NEAR_MARGIN });
    this.sync();
  }

  /** Stops watching; forgets all places. */
  detach(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.root = null;
    this.items = [];
    this.placements.clear();
  }

  /** Watches items the list gained and forgets those it lost (after a commit that changed them). */
  sync(): void {
    const { root, observer } = this;
    if (root === null || observer === null) return;
    const items = [...root.querySelectorAll(this.itemSelector)];
    const current = new Set(items);
    for (const item of this.items) {
      if (current.has(item)) continue;
      observer.unobserve(item);
      this.placements.delete(item);
    }
    const known = new Set(this.items);
    for (const item of items) if (!known.has(item)) observer.observe(item);
    this.items = items;
  }

  private record(entries: IntersectionObserverEntry[]): void {
    const root = this.root;
    if (root === null) return;
    const listTop = root.getBoundingClientRect().top;
    for (const entry of entries) {
      this.placements.set(entry.target, {
        near: entry.isIntersecting,
        top: entry.boundingClientRect.top - listTop,
      });
    }
  }
}
