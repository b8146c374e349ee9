import { type FetchAnswer, unwrap } from '@conf/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteStatus = 'loading' | 'ready' | 'saving' | 'failed';

export interface RemoteValue<T> {
  value: T | null;
  status: RemoteStatus;
  /** What went wrong with the last load or save, for people (the details go to the console). */
  problem: string | null;
  /** Runs a change (PUT, POST); its answer replaces the value. Ignored while a change runs. */
  change: (send: () => Promise<FetchAnswer<T>>) => Promise<boolean>;
}

/**
 * A setting kept on the server (privacy, calendar feed, schedule share): loaded once, changed by
 * calls whose answer replaces what is shown (the server's reply is the truth). A failed change keeps
 * the previous value and says so.
 */
export function useRemoteValue<T>(load: () => Promise<FetchAnswer<T>>, what: string): RemoteValue<T> {
  const [value, setValue] = useState<T | null>(null);
  const [status, setStatus] = useState<RemoteStatus>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const loadRef = useRef(load);

  useEffect(() => {
    let live = true;
    loadRef
      .current()
      .then(unwrap)
      .then((data) => {
        if (!live) return;
        setValue(data);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.info(`Could not load ${what}`, error);
        setProblem(`Your ${what} could not be loaded. Please reload the page.`);
        setStatus('failed');
      });
    return () => {
      live = false;
    };
  }, [what]);

  const change = useCallback(
    async (send: () => Promise<FetchAnswer<T>>) => {
      if (busy.current) return false;
      busy.current = true;
      setStatus('saving');
      setProblem(null);
      try {
        setValue(unwrap(await send()));
        return true;
      } catch (error) {
        console.info(`Could not change ${what}`, error);
        setProblem(`Your ${what} could not be changed. Please try again.`);
        return false;
      } finally {
        busy.current = false;
        setStatus('ready');
      }
    },
    [what],
  );

  return { value, status, problem, change };
}
