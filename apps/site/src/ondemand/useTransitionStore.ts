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
 * renders every subscriber at once in one blocking task. For stores many parts of a page follow and
 * whose news is not a reply to the visitor's own press: the favorites of 60 result tiles arriving
 * after the page loaded, the clash warnings computed from them (issue 12: the My Favorites page's
 * blocking time).
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
