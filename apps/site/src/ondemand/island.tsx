import { type ComponentType, Suspense, use, useEffect, useRef } from 'react';
import { whenIdle } from './whenIdle.ts';

/**
 * When the code of an {@link island} loads on a server-rendered page: `idle`, once the browser is
 * idle after the page hydrated; `interaction`, only when the visitor reaches for it (pointer over
 * it, a press, keyboard focus) or the page changes what it shows. A function decides in the
 * browser (by the window's width, say).
 */
export type IslandLoading = 'idle' | 'interaction' | (() => 'idle' | 'interaction');

/** Options of {@link island}. */
export interface IslandOptions {
  /** Names the island in the page (`data-island`), for tests and for reading the HTML. */
  name: string;
  load: IslandLoading;
}

/**
 * An island's component, with the loading of its code: a route whose screen is an island loads it
 * with the route's data after a navigation (router.tsx), so that the screen is whole when it shows.
 */
export type IslandComponent<P> = ComponentType<P> & { load(): Promise<void> };

/** What the page's listeners need of an island's code. */
interface IslandLoad {
  /** Loads the code once (again after a failure); rejects when it fails. */
  load(): Promise<void>;
  isLoaded(): boolean;
}

/** The code of one island: loaded once per page, on the server before rendering. */
interface IslandCode<P> extends IslandLoad {
  component: ComponentType<P> | null;
  /** Resolves with the component once loaded; never rejects (a failed load may be tried again). */
  readonly ready: Promise<ComponentType<P>>;
}

const registry: IslandLoad[] = [];

/**
 * A part of a page whose code loads after the page works, not with it (scripts/first-load-budget.mjs
 * counts what a page needs before it runs). The server renders it in full, its code loaded before
 * the render ({@link preloadIslands}). In the browser the page hydrates without it: its server HTML
 * stays as it is, readable, its links working, until the code arrives (see {@link IslandLoading});
 * then React hydrates it in place. A press on it meanwhile is held and replayed on the hydrated
 * component, so a tap is never lost. On a page the browser renders itself (after a navigation) the
 * code loads at once, and the island shows when it is there.
 *
 * Each island is a `display: contents` element carrying `data-island` (no box of its own), so that
 * the layout around it is unchanged.
 */
export function island<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  { name, load }: IslandOptions,
): IslandComponent<P> {
  const code = islandCode(name, importer);
  registry.push(code);
  // Defined by a screen's module on its way in after the first hydration (a navigation): the code
  // loads alongside the screen's data, not after the screen has rendered without it.
  if (typeof window !== 'undefined' && !hydration.active) void code.load().catch(() => {});

  // biome-ignore lint/correctness/noComponentHookFactories: called once per island, at module level (as React.lazy is), never during a render
  function Island(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Whether this island came with the server's page (hydrated with it), or was rendered after.
    const hydrated = useRef(hydration.active);
    // A render in the browser after the first hydration (another page, or this page changing the
    // island's props): the island must show, so its code loads now. Loading is idempotent.
    if (!hydration.active && code.component === null && typeof window !== 'undefined') void code.load();
    useEffect(() => {
      const element = wrapper.current;
      if (code.component !== null || element === null) return;
      // An island rendered after the first hydration has its code on the way already (above). It
      // still holds a press while it waits: inside an island hydrated later (a whole screen's), its
      // server HTML stays until its own code is there.
      const loading = hydrated.current ? (typeof load === 'function' ? load() : load) : 'interaction';
      return awaitReach(element, code, loading);
    }, []);
    return (
      <div ref={wrapper} data-island={name} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <IslandBody code={code} props={props} wrapper={wrapper} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { load: () => code.load() });
}

/** The island's component once its code is there; until then it suspends (the server HTML stays). */
function IslandBody<P extends object>({
  code,
  props,
  wrapper,
}: {
  code: IslandCode<P>;
  props: P;
  wrapper: { current: HTMLDivElement | null };
}) {
  // Always through `use` (React requires the same hooks in every render of a component that
  // suspended); the promise carries its outcome (see islandCode), so a loaded island renders at once,
  // on the server too.
  const Component = use(code.ready);
  return (
    <>
      <Component {...props} />
      <OnHydrated wrapper={wrapper} />
    </>
  );
}

/** Marks the island live once React has hydrated it, and replays a press it held meanwhile. */
function OnHydrated({ wrapper }: { wrapper: { current: HTMLDivElement | null } }) {
  useEffect(() => {
    const element = wrapper.current;
    if (element) islandHydrated(element);
  }, [wrapper]);
  return null;
}

function islandCode<P>(name: string, importer: () => Promise<ComponentType<P>>): IslandCode<P> {
  let resolveReady: (component: ComponentType<P>) => void = () => {};
  const ready = new Promise<ComponentType<P>>((resolve) => {
    resolveReady = resolve;
  });
  let pending: Promise<void> | null = null;
  const code: IslandCode<P> = {
    component: null,
    ready,
    isLoaded: () => code.component !== null,
    load() {
      pending ??= importer().then(
        (component) => {
          code.component = component;
          // The fields React's `use` reads to take a settled promise's value without suspending.
          Object.assign(ready, { status: 'fulfilled', value: component });
          resolveReady(component);
        },
        (error: unknown) => {
          // The server HTML stays; the next reach tries again (the network may be back).
          pending = null;
          console.warn(`Loading the ${name} part of the page failed; it stays as the server sent it:`, error);
          throw error;
        },
      );
      return pending;
    },
  };
  return code;
}

/**
 * Loads the code of every island defined so far: the server does before rendering a page. An
 * island's code may define islands of its own (the event screen holds the event's actions): they
 * load too, until no new one appears.
 */
export async function preloadIslands(): Promise<void> {
  for (let loaded = 0; loaded < registry.length; ) {
    const defined = registry.length;
    await Promise.all(registry.map((code) => code.load()));
    loaded = defined;
  }
}

/**
 * Whether the browser is hydrating the server's page: `main.tsx` sets it before hydrating, the
 * root's first effect clears it (see {@link useIslandHydrationDone}).
 */
const hydration = { active: false };

/** Whether the browser is hydrating the server's page (its first render), not rendering one itself. */
export function isHydratingPage(): boolean {
  return hydration.active;
}

/** Call before hydrating a server-rendered page: islands wait (see {@link IslandLoading}). */
export function beginIslandHydration(): void {
  hydration.active = true;
}

/** In the root component: once the page's first render is committed, islands rendered later load at once. */
export function useIslandHydrationDone(): void {
  useEffect(() => {
    hydration.active = false;
  }, []);
}

/** Islands waiting for their code, by their element: what a reach loads, and a held press. */
const waiting = new Map<Element, { code: IslandLoad; press: number[] | null }>();

const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Until `element`'s island is hydrated: loads its code on idle or on the first reach, and holds a
 * press on it. The listeners are on the window, in the capture phase: React stops the events on a
 * part of the page it has not hydrated before they reach the island's own element.
 */
function awaitReach(element: Element, code: IslandLoad, loading: 'idle' | 'interaction'): () => void {
  waiting.set(element, { code, press: null });
  if (waiting.size === 1) listen(true);
  const load = () => void code.load().catch(() => {});
  const idle = loading === 'idle' ? whenIdle(load) : () => {};
  return () => {
    idle();
    waiting.delete(element);
    if (waiting.size === 0) listen(false);
  };
}

function listen(on: boolean): void {
  const method = on ? 'addEventListener' : 'removeEventListener';
  for (const type of REACH_EVENTS) window[method](type, onReach, { capture: true, passive: true });
  window[method]('click', onPress, { capture: true });
}

type WaitingIsland = [Element, { code: IslandLoad; press: number[] | null }];

/** The innermost island around `target` still waiting for its code (islands may nest). */
function waitingIslandOf(target: Element | null): WaitingIsland | null {
  for (let element = target?.closest('[data-island]'); element; ) {
    const entry = waiting.get(element);
    if (entry) return [element, entry];
    element = element.parentElement?.closest('[data-island]');
  }
  return null;
}

function waitingIsland(event: Event): WaitingIsland | null {
  return waitingIslandOf(event.target instanceof Element ? event.target : null);
}

function onReach(event: Event): void {
  const found = waitingIsland(event);
  if (found) void found[1].code.load().catch(() => {});
}

/**
 * A click on an island that is not hydrated yet: held (the browser's own action prevented) and
 * replayed on the same element once React has hydrated it. A `<summary>` keeps its own action (it
 * opens its `<details>` without script).
 */
function onPress(event: Event): void {
  const found = waitingIsland(event);
  if (!found || !(event.target instanceof Element) || event.target.closest('summary')) return;
  const [element, entry] = found;
  // With its code there React hydrates the island at once and handles the click itself.
  if (entry.code.isLoaded()) return;
  event.preventDefault();
  entry.press = pathFrom(element, event.target);
  const link = event.target.closest('a[href]');
  entry.code.load().catch(() => {
    // Without its code the island cannot act; a link still goes where it points.
    if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
  });
}

function islandHydrated(element: Element): void {
  const entry = waiting.get(element);
  element.setAttribute('data-island-live', '');
  if (!entry) return;
  waiting.delete(element);
  if (waiting.size === 0) listen(false);
  const target = entry.press ? elementAt(element, entry.press) : null;
  // A press on an island inside this one, whose own code is still on its way: that island holds it.
  const inner = target ? waitingIslandOf(target) : null;
  if (inner && target) {
    inner[1].press = pathFrom(inner[0], target);
    void inner[1].code.load().catch(() => {});
    return;
  }
  if (target instanceof HTMLElement) {
    target.focus();
    target.click();
  }
}

/** The child indexes from `root` down to `target`. */
function pathFrom(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) break;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}
