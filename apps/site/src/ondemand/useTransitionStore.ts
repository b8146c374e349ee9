import { startTransition, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const inBrowser = () => false;
const onServerOrHydrating = () => true;

/**
 * Whether this render is the hydration of server HTML (the page's, or a part hydrated later) or the
 * server's render: React answers the server snapshot of a store exactly then.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(neverChanges, inBrowser, onServerOrHydrating);
}

/**
 * A store's value, as `useSyncExternalStore` reads it, except that its changes render as a
 * transition: React renders them in slices between the browser's other work, where a store update
 * renders every subscriber at once in one blocking task. For a store whose news renders much and is
 * not a reply to the visitor's own press: the clash warnings of My Favorites, computed once the other
 * favorites and their venues arrive (issue 12: the page's blocking time). Not for a state a
 * transition could hold back behind a suspended part of the page (a Favorite button's state: its
 * tile's lazily loaded clash warning would keep a navigation waiting).
 *
 * It hydrates with `getServerSnapshot` (what the server rendered), renders `getSnapshot` when it is
 * rendered in the browser, and follows the store from its first effect.
 */
export function useTransitionStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrating = useIsHydrating();
  const [value, setValue] = useState(() => (hydrating ? getServerSnapshot() : getSnapshot()));
  const read = useEffectEvent(() => {
    startTransition(() => setValue(getSnapshot()));
  });
  useEffect(() => {
    // What changed between the render and this effect (the store's answer to an earlier request).
    read();
    return subscribe(read);
  }, [subscribe]);
  return value;
}
