import { useCallback, useState } from 'react';

/**
 * Code a page loads when the visitor first needs it, not with the page: the suggestion list of a
 * search box, a menu's popover. Until then the page shows (and the server renders) a plain
 * stand-in that already works without it (a GET form, a link), so the first load stays small
 * (scripts/first-load-budget.mjs) and hydration matches the server's HTML.
 */
export interface OnDemand<T> {
  /** The module once loaded (then every later render uses it at once), else `null`. */
  current(): T | null;
  /** Loads the module (once per page); resolves with it. */
  load(): Promise<T>;
}

/** An {@link OnDemand} module over `importer` (a `() => import('./x.ts')`). */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    current: () => loaded,
    load() {
      pending ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          // A failed chunk (the network dropped) may be asked again on the next interaction.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * The module of `demand` for rendering: `null` until {@link OnDemand.load} is asked for through the
 * returned `request` (from an event handler), then the module. A module loaded by an earlier
 * screen is there from the first render; while hydrating a server-rendered page it never is, since
 * nothing was requested before.
 */
export function useOnDemand<T>(demand: OnDemand<T>): [T | null, () => Promise<T | null>] {
  const [module, setModule] = useState<T | null>(demand.current);
  const request = useCallback(
    () =>
      demand.load().then(
        (loaded) => {
          setModule(() => loaded);
          return loaded;
        },
        (error: unknown) => {
          console.warn('Loading a part of the page failed; the plain version stays:', error);
          return null;
        },
      ),
    [demand],
  );
  return [module, request];
}
