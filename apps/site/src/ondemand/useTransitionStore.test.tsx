import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useTransitionStore } from './useTransitionStore.ts';

/** A store of one value with listeners, as the favorites store is. */
function valueStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: vi.fn((listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
}

function Shown({ store }: { store: ReturnType<typeof valueStore> }) {
  const value = useTransitionStore(store.subscribe, store.get, () => 'server');
  return <output>{value}</output>;
}

/** Changes the store in a layout effect: after the render, before the passive effect subscribes. */
function ChangedBeforeSubscribing({ store }: { store: ReturnType<typeof valueStore> }) {
  useLayoutEffect(() => store.set('meanwhile'), [store]);
  return <Shown store={store} />;
}

describe('useTransitionStore', () => {
  it('renders the store on the server with the server snapshot', () => {
    expect(renderToString(<Shown store={valueStore('browser')} />)).toContain('server');
  });

  it('hydrates with the server snapshot, then shows the store', async () => {
    const store = valueStore('known');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Shown store={store} />);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      render(<Shown store={store} />, { container, hydrate: true });
    });
    expect(screen.getByRole('status')).toHaveTextContent('known');
    // No mismatch with the server's HTML.
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders the store at once in the browser and follows its changes', async () => {
    const store = valueStore('first');
    const { unmount } = render(<Shown store={store} />);
    expect(screen.getByRole('status')).toHaveTextContent('first');
    await act(async () => store.set('second'));
    expect(screen.getByRole('status')).toHaveTextContent('second');
    unmount();
    expect(store.subscribe).toHaveBeenCalledTimes(1);
  });

  it('keeps a change made between the render and the subscription', async () => {
    const store = valueStore('before');
    await act(async () => {
      render(<ChangedBeforeSubscribing store={store} />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('meanwhile');
  });
});
