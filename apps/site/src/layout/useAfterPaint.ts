import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, one commit late: a render that brings a new value still returns the previous one, and
 * the new one follows in a transition started after that commit (interruptible, rendered while the
 * browser stays responsive). For a part of a page that can wait a frame while the rest, what the
 * visitor asked for, is shown first. The first render returns `value` itself.
 */
export function useAfterCommit<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    startTransition(() => setShown(value));
  }, [value]);
  return shown;
}
