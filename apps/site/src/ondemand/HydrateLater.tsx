import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';
import { isHydratingPage } from './island.tsx';
import { whenIdle } from './whenIdle.ts';

/**
 * One part of a long server-rendered list (a result tile), hydrated on its own after the page
 * rather than with it: hydrating a search page's 60 tiles in one pass ended in one commit of about
 * a third of a second on a phone (4× CPU), the page's longest task (docs/decisions/0014).
 *
 * Each part is a Suspense boundary that sits out the page's first hydration pass (its server HTML
 * stays, readable, its links working), then hydrates in a pass of its own:
 * - at once when it is near the screen (an IntersectionObserver);
 * - otherwise a few parts per idle moment of the browser, in the list's order;
 * - at once when the visitor reaches for it: React hydrates a boundary synchronously for a press,
 *   a key or a focus on it, and the part then renders (see {@link HydrationGate}), so the event
 *   reaches the hydrated part; nothing is lost or held;
 * - never, when its parent renders it again first (the list moved to other records): the part's
 *   server HTML is then replaced by its content rendered anew, at once (a tile whose record stayed
 *   is rendered anew too, as it was before tiles were kept by place).
 *
 * After the first hydration (a list rendered in the browser) it is a plain boundary. Put it as the
 * only child of the list item it fills.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (isHydratingPage() && typeof window !== 'undefined' ? createGate() : null));
  // New children (a new element: the parent rendered again, as a list that keeps its items for new
  // records does) for a part still waiting for its hydration: React could apply them only after
  // hydrating the old content, and would hold the whole update (a transition: the new page of
  // results) until then. The server's HTML of the part is dropped instead, and the children
  // rendered at once in a new boundary. Sticky: set during render, it never goes back.
  const serverChildren = useRef(children);
  const replaced = useRef(false);
  if (gate && !gate.hydrated && children !== serverChildren.current) replaced.current = true;
  useEffect(() => {
    // The wrapper has no box (display: contents): what comes near the screen is its parent, the
    // list item (whose content the browser skips off screen, content-visibility: auto).
    const element = wrapper.current?.parentElement;
    if (!gate || gate.released || !element) return;
    return scheduleRelease(element, gate);
  }, [gate]);
  return (
    <div ref={wrapper} data-hydrate-later="" style={{ display: 'contents' }}>
      <Suspense key={replaced.current ? 'client' : 'server'} fallback={null}>
        {gate && !replaced.current ? (
          <HydrationGate gate={gate} wrapper={wrapper}>
            {children}
          </HydrationGate>
        ) : (
          children
        )}
      </Suspense>
    </div>
  );
}

/** When a part may hydrate: its release, and how often React tried to render it. */
interface Gate {
  released: boolean;
  /** Whether React has hydrated the part (its effects ran). */
  hydrated: boolean;
  attempts: number;
  readonly promise: Promise<void>;
  release(): void;
}

function createGate(): Gate {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const gate: Gate = {
    released: false,
    hydrated: false,
    attempts: 0,
    promise,
    release() {
      if (gate.released) return;
      gate.released = true;
      // The fields React's `use` reads to take a settled promise without suspending.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}

/**
 * Suspends in the page's first hydration pass only. React renders the part again when its gate is
 * released, and also when it must hydrate it now: a press or a focus on it, or a change above it
 * (a context it might read). That render hydrates it, rather than React dropping its server HTML.
 */
function HydrationGate({ gate, wrapper, children }: { gate: Gate; wrapper: Wrapper; children: ReactNode }) {
  gate.attempts += 1;
  if (gate.attempts === 1 && !gate.released) use(gate.promise);
  else gate.release();
  return (
    <>
      {children}
      <MarkHydrated wrapper={wrapper} gate={gate} />
    </>
  );
}

type Wrapper = { readonly current: HTMLDivElement | null };

/** `data-hydrate-live` on the wrapper once React has hydrated the part (for tests and for reading). */
function MarkHydrated({ wrapper, gate }: { wrapper: Wrapper; gate: Gate }) {
  useEffect(() => {
    gate.hydrated = true;
    wrapper.current?.setAttribute('data-hydrate-live', '');
  }, [wrapper, gate]);
  return null;
}

/** Gates waiting for an idle moment, in the order their parts were committed (the list's order). */
const idleQueue: Gate[] = [];
let idleRunning = false;
const gateOf = new WeakMap<Element, Gate>();
let observer: IntersectionObserver | null = null;

/** Releases `gate` when `element` comes near the screen, or at its turn among idle moments. */
function scheduleRelease(element: Element, gate: Gate): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    gate.release();
    return () => {};
  }
  observer ??= new IntersectionObserver(releaseNearScreen, { rootMargin: '50% 0px' });
  gateOf.set(element, gate);
  observer.observe(element);
  idleQueue.push(gate);
  if (!idleRunning) {
    idleRunning = true;
    whenIdle(releaseNextWhenIdle);
  }
  return () => {
    observer?.unobserve(element);
    gate.release();
  };
}

function releaseNearScreen(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    gateOf.get(entry.target)?.release();
    observer?.unobserve(entry.target);
  }
}

/**
 * Parts released together per idle moment. React takes released parts into one pass, so releasing
 * them all at once would make one long task again; one at a time, with the browser's idle moments
 * about 50 ms apart, a page's 60 tiles took three seconds to hydrate, and a filter clicked before
 * then rendered anew the tiles still waiting (decision 0027). Three at a time they take under one
 * second, and a search page at 4× CPU (a phone's) still has no long task after it hydrated.
 */
const PARTS_PER_IDLE_MOMENT = 3;

function releaseNextWhenIdle(): void {
  let released = 0;
  while (released < PARTS_PER_IDLE_MOMENT) {
    const next = idleQueue.shift();
    if (next === undefined) break;
    if (next.released) continue;
    next.release();
    released += 1;
  }
  if (released === 0) {
    idleRunning = false;
    return;
  }
  whenIdle(releaseNextWhenIdle);
}
